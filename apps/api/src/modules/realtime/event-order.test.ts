import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { publishEntryEvent } from './entry-events.queries';
import { EventOrder } from './event-order';

describe('what a reconnecting socket missed (EventOrder.missedSince)', () => {
  it('reads the events after `since`, and fails rather than answer "nothing" when the database cannot be read', async () => {
    const database = await createTestDatabase();
    try {
      const company = await createCompany(database.db);
      const event = await publishEntryEvent(database.db, {
        kind: 'delete',
        formType: 'ware',
        companyId: company.id,
        entryData: { uid: 'gone' },
      });
      const order = new EventOrder({ db: database.db, log: pino({ level: 'silent' }), clock: () => new Date(), deliver: () => undefined });
      expect((await order.missedSince(event.id - 1)).map((missed) => missed.entry_data.uid)).toEqual(['gone']);

      // The pool is gone (the database restarting, the process closing): an empty answer would tell the
      // client it missed nothing, and its next live event would move its `since` past the ones it did miss.
      await database.close();
      await expect(order.missedSince(event.id - 1)).rejects.toThrow();
    } finally {
      await database.close().catch(() => undefined);
    }
  });
});
