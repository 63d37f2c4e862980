import type { FastifyInstance } from 'fastify';
import { zonedDateTimeToInstant } from '@freight/shared/zoned-time';
import type { Database } from '../../db/client';
import { createEntry } from '../../test/factories';
import { bearer } from '../entries/entries.test-helpers';
import { act, company, offer } from './deals.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;

/** The companies of an after-transport test: the shipper pays, the carrier carries, the other is in none of their deals. */
export async function dealCompanies(db: Database) {
  return {
    shipper: await company(db, 'Carpați Marfă SRL'),
    carrier: await company(db, 'Duna Fuvar Kft'),
    other: await company(db, 'Rhein Logistik GmbH'),
  };
}

/** A clock the app reads on every request; tests move it. */
export function testClock() {
  let now = new Date();
  return { read: () => now, set: (at: Date) => void (now = at) };
}

const DAY = 86_400_000;
export const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
export const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** A wall time at the unloading place of every factory entry (Budapest): the deal's "today" follows it. */
export const budapest = (date: string, time = '12:00') => zonedDateTimeToInstant(date, time, 'Europe/Budapest');

/**
 * An agreed deal on an entry of `owner` (loading and unloading tomorrow), offered by `bidder` and accepted
 * at the real time. Ware: the owner pays and the bidder carries; truck: the owner carries.
 */
export async function agreedDeal(app: FastifyInstance, db: Database, owner: Company, bidder: Company, formType: 'ware' | 'truck' = 'ware') {
  const entry = await createEntry(db, { formType, companyId: owner.id, userId: owner.admin });
  const made = await offer(app, bidder.admin, entry.uid);
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  const accepted = await act(app, owner.admin, made.body.id, 'accept');
  if (accepted.status !== 200) throw new Error(JSON.stringify(accepted.body));
  return accepted.body;
}

/** POST /api/deals/{id}/delivered/ with an optional proof file. */
export async function deliver(app: FastifyInstance, userId: number, dealId: number, proof?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  if (proof) form.append('proof', new Blob([new Uint8Array(proof.bytes)], { type: 'application/pdf' }), proof.name);
  const response = await app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/delivered/`,
    payload: form,
    headers: await bearer(app, userId),
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { code?: string; aftermath: Record<string, unknown> },
  };
}
