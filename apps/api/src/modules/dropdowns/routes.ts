import { DROPDOWN_KEYS, DROPDOWN_LIMIT } from '@coaching/shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropdownOptions } from '../../db/schema.ts';

const option = z.object({ id: z.number(), value: z.string(), rank: z.number(), editable: z.boolean() });

/** `key=a`, `key=a&key=b` or `key=a,b`: the answer is a list of groups, one per key (portal §3). */
const keys = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])),
  z.array(z.enum(DROPDOWN_KEYS)).min(1),
);

export const dropdownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dropdowns',
    {
      config: { access: 'public', cacheControl: 'public, max-age=300' },
      schema: {
        summary: 'Options of one or more dropdown lists, each by rank',
        querystring: z.strictObject({
          key: keys,
          limit: z.coerce.number().int().min(1).max(DROPDOWN_LIMIT).default(DROPDOWN_LIMIT),
          public: z.enum(['true', 'false']).optional(),
        }),
        response: {
          200: z.object({ data: z.array(z.object({ key: z.string(), options: z.array(option) })) }),
        },
      },
    },
    async (request) => {
      const { key, limit } = request.query;
      const data = await Promise.all(
        [...new Set(key)].map(async (listKey) => ({
          key: listKey,
          options: await app.db
            .select({
              id: dropdownOptions.id,
              value: dropdownOptions.value,
              rank: dropdownOptions.rank,
              editable: dropdownOptions.editable,
            })
            .from(dropdownOptions)
            .where(and(eq(dropdownOptions.key, listKey), eq(dropdownOptions.retired, false)))
            .orderBy(asc(dropdownOptions.rank), asc(dropdownOptions.value))
            .limit(limit),
        })),
      );
      return { data };
    },
  );
};
