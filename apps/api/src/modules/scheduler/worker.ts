import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/load-config.ts';
import { removeExpiredRecords } from '../retention/remove-expired-records.ts';
import { runScheduler } from './run-scheduler.ts';

/**
 * Runs a scheduler pass every minute in each API process, then the retention pass; the work is found
 * in the database each time, so a restart loses nothing and more processes only share the passes.
 */
export function startScheduler(app: FastifyInstance, config: Config, intervalMs = 60_000): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const now = new Date();
      await runScheduler(app.db, config, now, (error) =>
        app.log.error({ err: error }, 'a scheduled message failed'),
      );
      await removeExpiredRecords(app.db, config, now);
    } catch (error) {
      app.log.error({ err: error }, 'scheduler pass failed');
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, 0);
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
