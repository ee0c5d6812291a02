import { describe, expect, it } from 'vitest';
import { spawnServer, TEST_SECRETS_KEY } from '../test/spawned-server.ts';

const refusal = async (env: Record<string, string>) => {
  const server = await spawnServer({ env: { NODE_ENV: 'production', ...env }, expectExit: true });
  expect(await server.exited).not.toBe(0);
  return server.output();
};

describe('a production server refuses to start', { timeout: 120_000 }, () => {
  it('without SECRETS_KEY', async () => {
    expect(await refusal({})).toContain('SECRETS_KEY is required in production');
  });

  it('when TRUST_PROXY would trust every proxy', async () => {
    expect(await refusal({ SECRETS_KEY: TEST_SECRETS_KEY, TRUST_PROXY: 'true' })).toContain(
      'TRUST_PROXY must be',
    );
  });
});
