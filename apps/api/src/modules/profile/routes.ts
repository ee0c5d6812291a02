import { type Profile, profile } from '@coaching/shared/schemas/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-errors.ts';
import { tokenCache } from '../../lib/token-cache.ts';
import { bearerHash } from '../../plugins/auth.ts';
import { readProfileByToken } from './profile-repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Asked for on every page: kept until the client's data changes (lib/token-cache.ts).
  const profiles = tokenCache<Profile>(app.changes);
  app.get(
    '/mlw/me',
    {
      // The lookup below checks the token in the same query (a staff token finds no client, so it
      // is refused as requireClient would).
      config: { access: 'handler' },
      schema: { summary: 'The logged-in client’s profile', response: { 200: z.object({ data: profile }) } },
    },
    async (request, _reply) => {
      const hash = bearerHash(request);
      const found = hash ? await profiles(hash, () => readProfileByToken(app.db, hash)) : null;
      if (!found) throw unauthorized();
      return { data: found };
    },
  );
};
