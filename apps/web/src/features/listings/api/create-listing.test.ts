import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingInput } from '@freight/shared/listings';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { json, stubNetwork } from '../../../test/network';
import { fakeJwt } from '../../../test/tokens';
import { createListing } from './create-listing';

const UID = '5a9d3c1e-2b4f-4a6d-8e0c-7f1b2a3c4d5e';
const body = { uid: UID, form_type: 'truck' } as ListingInput;

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

/** A create whose answer was lost is sent again with the same uid; the API answers the stored entry. */
describe('createListing', { timeout: 20_000 }, () => {
  it('sends the create again with the same uid when no answer came back', async () => {
    let attempts = 0;
    const calls = stubNetwork(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      if (attempts === 2) return json(502, {});
      return json(200, testEntry(UID, 'truck', { is_own: true, can_manage: true }));
    });
    const entry = await createListing('truck', body);
    expect(entry.uid).toBe(UID);
    expect(calls.map((call) => [call.method, call.path, JSON.parse(String(call.body)).uid])).toEqual([
      ['POST', '/api/truck-requests/create/', UID],
      ['POST', '/api/truck-requests/create/', UID],
      ['POST', '/api/truck-requests/create/', UID],
    ]);
  });

  it('gives up after the last resend, and never resends an answer of the API', async () => {
    const lost = stubNetwork(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createListing('truck', body)).rejects.toMatchObject({ code: 'network_error' });
    expect(lost).toHaveLength(3);

    for (const [status, code] of [
      [400, 'validation_failed'],
      [409, 'uid_conflict'],
      [500, 'server_error'],
    ] as const) {
      const calls = stubNetwork(() => json(status, { code, detail: 'x' }));
      await expect(createListing('truck', body)).rejects.toMatchObject({ status, code });
      expect(calls).toHaveLength(1);
    }
  });
});
