import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html.ts';

const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** Development mailbox: every queued e-mail and text, newest first. Never registered in production. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = () => app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);

  app.get(
    '/dev/mail.json',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                channel: z.string(),
                recipient: z.string(),
                subject: z.string(),
                body: z.string().nullable(),
                status: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ data: await latest() }),
  );

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const items = (await latest())
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>To:</strong> ${escapeHtml(m.recipient)} (${m.channel}, ${m.status})
        · ${m.createdAt.toISOString()}</p><pre>${linkify(m.body ?? '(sent: body not kept)')}</pre></article>`,
      )
      .join('<hr>');
    return reply.type('text/html').send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
        <style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap}</style></head>
        <body><main><h1>Development mailbox</h1><p>E-mails and texts the service would send. This page does not exist in production.</p>
        ${items || '<p>No messages yet.</p>'}</main></body></html>`,
    );
  });
};
