/**
 * User names are unique without regard to case: `Demo` cannot be registered beside `demo`,
 * and every lookup by name compares lower(username). Rows that already differ only in case
 * cannot be merged automatically (each has its own balance and history), so the migration
 * stops and lists them; an operator renames one of each group and starts again.
 */
export const usernameCase = `
DO $$
DECLARE
  clashes TEXT;
BEGIN
  SELECT string_agg(names, '; ') INTO clashes FROM (
    SELECT string_agg(username || ' (id ' || id || ')', ', ' ORDER BY id) AS names
    FROM users GROUP BY lower(username) HAVING count(*) > 1
  ) groups;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'user names that differ only in case must be renamed before this migration: %', clashes;
  END IF;
END $$;
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
-- The case-insensitive index implies the exact one.
ALTER TABLE users DROP CONSTRAINT users_username_key;
`;
