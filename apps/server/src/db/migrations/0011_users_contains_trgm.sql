-- Trigram indexes for the user list's contains-filters (account, userName: ILIKE '%…%'), which otherwise read every
-- user (issue 12's bench: 63 ms for a rare account match at 100,000 users). pg_trgm is a trusted contrib extension,
-- installed in public so that every schema's index can name its operator class there (tests and benches run with a
-- search_path of their own schema only). Where it cannot be installed (no privilege, no public schema) the indexes are
-- left out and the filters still work, unindexed. Not in the drizzle schema (schema/user.ts says why).
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  EXCEPTION WHEN insufficient_privilege OR invalid_schema_name OR unique_violation OR duplicate_object THEN
    NULL;
  END;
  IF EXISTS (
    SELECT 1 FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
    WHERE c.opcname = 'gin_trgm_ops' AND n.nspname = 'public'
  ) THEN
    CREATE INDEX IF NOT EXISTS users_account_trgm_idx ON users USING gin (account public.gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_user_name_trgm_idx ON users USING gin (user_name public.gin_trgm_ops);
  END IF;
END $$;
