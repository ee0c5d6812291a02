import { preparePostgresTemplate } from './test-database.ts';

/** vitest globalSetup: builds the PostgreSQL template once per run when TEST_DATABASE_URL is set. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await preparePostgresTemplate(url);
}
