import { fileURLToPath } from 'node:url';
import { DEFAULT_SERVICE_PHONE } from '@coaching/shared/constants';

// This file runs from apps/api/src and, bundled, from apps/api/dist: at the same depth, so from
// either these are the web build and the migrations beside the running code (the build copies them).
const besideCode = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const DEFAULT_MIGRATIONS_DIR = besideCode('./db/migrations');
export const DEFAULT_WEB_DIST_DIR = besideCode('../../web/dist');

export type Config = {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsDir: string;
  webDistDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  servicePhone: string;
  notifyApiKey: string | undefined;
  /** A Notify text template whose whole content is the ((body)) placeholder. */
  notifyTemplateId: string;
  production: boolean;
  logLevel: string;
  /** Adds GET /api/bench/bare, the baseline `npm run bench` compares against. */
  benchRoute: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    migrationsDir: env.MIGRATIONS_DIR || DEFAULT_MIGRATIONS_DIR,
    webDistDir: env.WEB_DIST_DIR || DEFAULT_WEB_DIST_DIR,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Live Well Coaching <no-reply@livewell.example.org>',
    servicePhone: env.SERVICE_PHONE || DEFAULT_SERVICE_PHONE,
    notifyApiKey: env.NOTIFY_API_KEY || undefined,
    notifyTemplateId: env.NOTIFY_SMS_TEMPLATE_ID || '',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    benchRoute: env.BENCH_BARE_ROUTE === '1',
  };
}
