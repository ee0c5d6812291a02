import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import type { ClientChanges } from '../db/client-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    changes: ClientChanges;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, database: Pick<Database, 'db' | 'changes'>) => {
  app.decorate('db', database.db);
  app.decorate('changes', database.changes);
});
