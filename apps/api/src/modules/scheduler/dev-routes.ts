import { isRealDate } from '@coaching/shared/rules/dates';
import { londonInstant } from '@coaching/shared/rules/london-time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/load-config.ts';
import { errorBody } from '../../lib/error-body.ts';
import { removeExpiredRecords } from '../retention/remove-expired-records.ts';
import { runScheduler } from './run-scheduler.ts';

const LONDON_MINUTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day the calendar has and a time the clock shows: 2027-02-30 or 25:00 would otherwise roll over. */
const isLondonMinute = (value: string) => {
  const [, day = '', time = ''] = LONDON_MINUTE.exec(value) ?? [];
  return isRealDate(day) && CLOCK_TIME.test(time);
};

/**
 * Development only (never registered in production): runs one scheduler pass as if the London clock
 * showed `at`, e.g. three months ahead, to try follow-up invitations and session reminders, or years
 * ahead to see the retention pass remove old audit rows.
 */
export function devSchedulerRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/scheduler/run',
      {
        schema: {
          hide: true,
          body: z.strictObject({
            at: z.string().refine(isLondonMinute, 'Give a real London date and time as YYYY-MM-DDTHH:MM'),
          }),
          response: {
            200: z.object({
              now: z.string(),
              queued: z.number(),
              removed_audit_rows: z.number(),
              erased_discharged_cases: z.number(),
              removed_closure_notices: z.number(),
            }),
            400: errorBody,
          },
        },
      },
      async (request) => {
        const [, day = '', time = ''] = LONDON_MINUTE.exec(request.body.at) ?? [];
        const now = londonInstant(day, time);
        const queued = await runScheduler(app.db, config, now);
        const removed = await removeExpiredRecords(app.db, config, now);
        return {
          now: now.toISOString(),
          queued,
          removed_audit_rows: removed.auditRows,
          erased_discharged_cases: removed.dischargedCases,
          removed_closure_notices: removed.closureNotices,
        };
      },
    );
  };
}
