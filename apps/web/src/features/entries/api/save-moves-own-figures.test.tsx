import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntryInput } from '@freight/shared/entries';
import { OWN_ENTRY_FIGURES_KEY } from '../../../lib/own-entry-figures';
import { storeTokens } from '../../../lib/session';
import { fakeJwt } from '../../../test/tokens';
import { useCreateEntry } from './create-entry';
import { useUpdateEntry } from './update-entry';

const UID = '6b1d3c1e-2b4f-4a6d-8e0c-7f1b2a3c4d5e';
const body = { uid: UID, form_type: 'truck' } as EntryInput;

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
// The create and the edit are answered by the shared handlers (test/msw/handlers.ts) with the member's own entry.

/** The dashboard's figures, read once and not on screen (no observer), as after the member left the home page. */
async function withReadFigures() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const readFigures = vi.fn(async () => ({ trucks: { total: 1 } }));
  await queryClient.fetchQuery({ queryKey: OWN_ENTRY_FIGURES_KEY, queryFn: readFigures });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { readFigures, wrapper };
}

describe('the dashboard figures follow the member’s own publish and edit at once (issue 11 item 3)', () => {
  it('re-reads them right after a publish, though they are fresh and off screen', async () => {
    const { readFigures, wrapper } = await withReadFigures();
    const { result } = renderHook(() => useCreateEntry(), { wrapper });
    await act(() => result.current.mutateAsync({ formType: 'truck', body }));
    await waitFor(() => expect(readFigures).toHaveBeenCalledTimes(2));
  });

  it('re-reads them right after an edit', async () => {
    const { readFigures, wrapper } = await withReadFigures();
    const { result } = renderHook(() => useUpdateEntry(), { wrapper });
    await act(() => result.current.mutateAsync({ formType: 'truck', uid: UID, body }));
    await waitFor(() => expect(readFigures).toHaveBeenCalledTimes(2));
  });
});
