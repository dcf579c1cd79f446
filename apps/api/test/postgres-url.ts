/** The PostgreSQL server the suites create their databases on (trust auth, database test). */
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
