import type { TestProject } from 'vitest/node';

/**
 * vitest globalSetup: builds the PostgreSQL template once per run when TEST_DATABASE_URL is set.
 * It runs outside the test workers, so it takes their scrypt cost before the seed hashes passwords:
 * at the production cost every demo login in the PostgreSQL pass would be ~30 times slower.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  Object.assign(process.env, project.config.env);
  const { preparePostgresTemplate } = await import('./test-database.ts');
  await preparePostgresTemplate(url);
}
