import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { eventsAfter, publishEntryEvent, recordEntryEvent, type EntryEventInput } from './entry-events.queries';

/**
 * A reader catches up with "the events after id N" (a socket reconnecting with `since`, a process whose
 * LISTEN connection came back). That misses nothing only if no event with a smaller id commits after N
 * has: ids must follow commit order, also when two transactions record events at once.
 */
describe('entry events are numbered in commit order', () => {
  const ctx = useTestApp();
  const input = (companyId: number, uid: string): EntryEventInput => ({
    kind: 'delete',
    formType: 'truck',
    companyId,
    entryData: { uid },
  });

  it('a second writer waits for the first to commit, so its event takes the later id and a reader after the first misses neither', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);

    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstId = 0;
    const first = db.transaction(async (tx) => {
      firstId = (await recordEntryEvent(tx, input(company.id, 'first'))).id;
      await firstMayCommit;
    });
    await expect.poll(() => firstId).toBeGreaterThan(0);

    let secondId = 0;
    const second = publishEntryEvent(db, input(company.id, 'second')).then((event) => (secondId = event.id));
    // Without the order lock the second commits here, with the larger id, while the first is still open.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondId).toBe(0);

    commitFirst();
    await Promise.all([first, second]);
    expect(secondId).toBeGreaterThan(firstId);
    // A reader that had seen only events before the first finds both, in the order they were committed.
    const caughtUp = await eventsAfter(db, firstId - 1, new Date(), 100);
    expect(caughtUp.map((event) => event.entry_data.uid)).toEqual(['first', 'second']);
  });
});
