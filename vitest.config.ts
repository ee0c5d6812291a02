import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts', 'test-support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/postgres-setup.ts'],
          setupFiles: ['apps/api/src/test/one-query-at-a-time.ts'],
          // Test files share a worker's modules, so the worker's migrated, seeded PGlite template is built
          // once and each file takes a copy: a fresh embedded database per file cost seconds to start.
          isolate: false,
          env: { SCRYPT_COST_LOG2: '12' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/failure-artifacts.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each file starts its own service (own port, database and mailbox) and browser: two at once,
          // in a group of their own (vitest runs projects with different maxWorkers in separate groups).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
