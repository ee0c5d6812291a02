import { DROPDOWN_KEYS, DROPDOWN_LIMIT } from '@coaching/shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropdownOptions } from '../../db/schema.ts';

const option = z.object({ id: z.number(), value: z.string(), rank: z.number(), editable: z.boolean() });

export const dropdownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dropdowns',
    {
      schema: {
        summary: 'Options of one dropdown list, by rank',
        querystring: z.strictObject({
          key: z.enum(DROPDOWN_KEYS),
          limit: z.coerce.number().int().min(1).max(DROPDOWN_LIMIT).default(DROPDOWN_LIMIT),
          public: z.enum(['true', 'false']).optional(),
        }),
        response: {
          200: z.object({ data: z.array(z.object({ key: z.string(), options: z.array(option) })) }),
        },
      },
    },
    async (request, reply) => {
      const { key, limit } = request.query;
      const options = await app.db
        .select({
          id: dropdownOptions.id,
          value: dropdownOptions.value,
          rank: dropdownOptions.rank,
          editable: dropdownOptions.editable,
        })
        .from(dropdownOptions)
        .where(and(eq(dropdownOptions.key, key), eq(dropdownOptions.retired, false)))
        .orderBy(asc(dropdownOptions.rank), asc(dropdownOptions.value))
        .limit(limit);
      reply.header('cache-control', 'public, max-age=300');
      return { data: [{ key, options }] };
    },
  );
};
