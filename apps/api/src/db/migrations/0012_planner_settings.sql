-- Issue 15: Memoize sizes its hash table by the planner's row estimate, and every list search joins
-- companies and users to a scan estimated at hundreds of thousands of rows: setting that table up costs
-- about 5 ms per statement (EXPLAIN ANALYZE of the first page at a million entries: 5.3 ms with it,
-- 0.15 ms without), far more than the 21 lookups it would save. A default of the database, so that it
-- holds for every connection, through a transaction pooler too; a role that may not alter the database
-- keeps the server's default (slower, never wrong). The embedded database sets it on its one session
-- (db/client.ts).
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET enable_memoize = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'enable_memoize stays on: this role may not alter the database';
END $$;
