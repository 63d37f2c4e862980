/**
 * Counts of entries other modules show (decision 030: entries and their expiry counters are entries'),
 * for the §3 realtime stats: cheap, from the hourly counters and the indexes, never a read of every entry.
 */
export { countLiveEntries, countLiveEntriesCreatedSince, type FormTypeCounts } from './live-entry-counts.queries';
