-- Issue 15: a list search reads a few hundred rows at most; starting a parallel worker for it costs far
-- more (a 2 ms route search took 26 ms with one worker at a million entries). A database default like
-- migration 0012's, so that it holds through a transaction pooler too; the embedded database runs no
-- parallel workers.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET max_parallel_workers_per_gather = 0', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'max_parallel_workers_per_gather stays as it is: this role may not alter the database';
END $$;
