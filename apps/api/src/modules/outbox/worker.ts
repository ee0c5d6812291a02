import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/load-config.ts';
import { describeError } from '../../lib/safe-log.ts';
import { deliverDue } from './deliver.ts';
import { createSender } from './senders.ts';

/** Runs inside the API process; more processes simply add more workers. */
export function startOutboxWorker(app: FastifyInstance, config: Config, intervalMs = 1000): void {
  const sender = createSender(config, app.db);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      while (!stopped && (await deliverDue(app.db, sender)) > 0) {}
    } catch (error) {
      app.log.error(describeError(error), 'outbox delivery failed');
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, 0);
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
