import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@freight/shared/errors';
import type { EntryInput } from '@freight/shared/entries';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { apiError } from '../../../test/msw/answers';
import { server } from '../../../test/msw/server';
import { fakeJwt } from '../../../test/tokens';
import { createEntry } from './create-entry';

const UID = '5a9d3c1e-2b4f-4a6d-8e0c-7f1b2a3c4d5e';
const body = { uid: UID, form_type: 'truck' } as EntryInput;

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

const CREATE = '/api/truck-requests/create/';

/** A create whose answer was lost is sent again with the same uid; the API answers the stored entry. */
describe('createEntry', { timeout: 20_000 }, () => {
  it('sends the create again with the same uid when no answer came back', async () => {
    let attempts = 0;
    const uids: string[] = [];
    server.use(
      http.post(CREATE, async ({ request }) => {
        attempts += 1;
        uids.push(((await request.json()) as { uid: string }).uid);
        // No answer at all, then a proxy's 502 without the API's body, then the stored entry.
        if (attempts === 1) return HttpResponse.error();
        if (attempts === 2) return new HttpResponse('Bad Gateway', { status: 502 });
        return HttpResponse.json(testEntry(UID, 'truck', { is_own: true, can_manage: true }));
      }),
    );
    const entry = await createEntry('truck', body);
    expect(entry.uid).toBe(UID);
    expect(uids).toEqual([UID, UID, UID]);
  });

  it('gives up after the last resend, and never resends an answer of the API', async () => {
    let answer: () => Response = () => HttpResponse.error();
    let sent = 0;
    server.use(
      http.post(CREATE, () => {
        sent += 1;
        return answer();
      }),
    );
    await expect(createEntry('truck', body)).rejects.toMatchObject({ code: 'network_error' });
    expect(sent).toBe(3);

    for (const [status, code] of [
      [400, 'validation_failed'],
      [409, 'uid_conflict'],
      [500, 'server_error'],
    ] as const satisfies [number, ErrorCode][]) {
      answer = () => apiError(code);
      sent = 0;
      await expect(createEntry('truck', body)).rejects.toMatchObject({ status, code });
      expect(sent).toBe(1);
    }
  });
});
