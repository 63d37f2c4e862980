import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { createEntry } from '../../test/factories';
import type { GeoPoint } from '../geo/distance';
import { bearer } from '../entries/entries.test-helpers';

/** Cluj-Napoca as the test cities have it: the home of the test company, and the centre of the map. */
export const HOME: GeoPoint = { latitude: 46.76667, longitude: 23.6 };

/** The day `offset` days from `now`, YYYY-MM-DD (UTC). */
export const dayFrom = (now: Date, offset: number) => new Date(now.getTime() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export type Placed = {
  companyId: number;
  userId: number;
  formType: 'truck' | 'ware';
  loading: GeoPoint | null;
  unloading?: GeoPoint | null;
  /** Loading window and first unloading day, in days from now. */
  from: number;
  to: number;
  unloadingDay?: number;
  weight?: number;
  mdp?: number;
  validUntil?: Date;
};

/** An entry straight in the table at made-up coordinates (its cities need not exist: the rule reads coordinates). */
export async function placeEntry(db: Database, now: Date, placed: Placed) {
  const { loading, unloading = HOME, from, to, unloadingDay = to + 1 } = placed;
  return createEntry(db, {
    companyId: placed.companyId,
    userId: placed.userId,
    formType: placed.formType,
    loadingLatitude: loading?.latitude ?? null,
    loadingLongitude: loading?.longitude ?? null,
    unloadingLatitude: unloading?.latitude ?? null,
    unloadingLongitude: unloading?.longitude ?? null,
    loadingDateStart: dayFrom(now, from),
    loadingDateEnd: dayFrom(now, to),
    loadingEndsAt: new Date(`${dayFrom(now, to)}T23:59:00Z`),
    unloadingDateStart: dayFrom(now, unloadingDay),
    unloadingDateEnd: dayFrom(now, unloadingDay),
    weight: placed.weight ?? 10,
    mdp: placed.mdp ?? 6,
    ...(placed.validUntil ? { validUntil: placed.validUntil } : {}),
  });
}

/** GET as `userId`; answers the status and the parsed body. */
export async function getAs<T>(app: FastifyInstance, userId: number, url: string, status = 200): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: await bearer(app, userId) });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}
