-- Issue 15: PostgreSQL compiles a statement to machine code (JIT) when its estimated cost passes
-- jit_above_cost. The search agents' mail sweep is estimated high (an exists per agent over a million
-- entries) yet runs in a fraction of a millisecond; compiling it took 0.3 s on a quiet machine and 1.3 s
-- under load, on a core the searches needed. Every statement of this exchange reads few rows, so
-- compiling never pays. A database default like migrations 0012 and 0015; the embedded database has no JIT.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jit stays as it is: this role may not alter the database';
END $$;
