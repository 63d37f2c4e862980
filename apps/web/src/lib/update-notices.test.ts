import type { UpdateInfo } from '@freight/shared/accounts';
import type { UpdateType } from '@freight/shared/accounts-constants';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/msw/server';
import { storeSession, type SessionUser } from './session';
import { fetchUnseenUpdate } from './update-notices';

const user: SessionUser = {
  id: 7,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Pop',
  role: 'admin',
  company: 3,
  is_superuser: false,
  last_seen_update: null,
};

/** An access token as the server issues it at login: `iat` is the server's clock, `exp` 5 minutes later. */
const accessIssuedAt = (issuedAt: string) => {
  const iat = Date.parse(issuedAt) / 1000;
  return `e30.${btoa(JSON.stringify({ iat, exp: Math.floor(Date.now() / 1000) + 300 }))}.sig`;
};

/** The server's newest update. */
const publish = (timestamp: string, type: UpdateType) =>
  server.use(http.get('/api/update-info/', () => HttpResponse.json({ timestamp, type } satisfies UpdateInfo)));

beforeEach(() => sessionStorage.clear());

describe('update notices concern only sessions that began before the update (§4)', () => {
  it('tells nothing to a login that began after a major update, even for an account that never acknowledged one', async () => {
    storeSession({ access: accessIssuedAt('2026-03-02T09:00:30.000Z'), refresh: 'refresh', user });
    publish('2026-03-02T09:00:00.000Z', 'major');
    expect(await fetchUnseenUpdate()).toBeNull();
  });

  it('tells a session that began before the update', async () => {
    storeSession({ access: accessIssuedAt('2026-03-02T08:59:00.000Z'), refresh: 'refresh', user });
    publish('2026-03-02T09:00:00.000Z', 'major');
    expect(await fetchUnseenUpdate()).toEqual({ timestamp: '2026-03-02T09:00:00.000Z', type: 'major' });
  });

  it('tells a session of an update published within the second its login began, after it', async () => {
    // `iat` has whole seconds: the login at 09:00:00.2 reads as 09:00:00, the update at 09:00:00.5 is later.
    storeSession({ access: accessIssuedAt('2026-03-02T09:00:00.000Z'), refresh: 'refresh', user });
    publish('2026-03-02T09:00:00.500Z', 'major');
    expect(await fetchUnseenUpdate()).toEqual({ timestamp: '2026-03-02T09:00:00.500Z', type: 'major' });
  });
});
