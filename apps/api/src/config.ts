import { DEFAULT_SERVICE_PHONE } from '@coaching/shared/constants';
import { parseSecretsKey, type SecretsKey } from './config/secrets-key.ts';
import { parseTrustProxy, type TrustProxy } from './config/trust-proxy.ts';

export type Config = {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  servicePhone: string;
  notifyApiKey: string | undefined;
  /** A Notify text template whose whole content is the ((body)) placeholder. */
  notifyTemplateId: string;
  production: boolean;
  logLevel: string;
  trustProxy: TrustProxy;
  secretsKey: SecretsKey;
  /** Adds GET /api/bench/bare, the baseline `npm run bench` compares against. */
  benchRoute: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Live Well Coaching <no-reply@livewell.example.org>',
    servicePhone: env.SERVICE_PHONE || DEFAULT_SERVICE_PHONE,
    notifyApiKey: env.NOTIFY_API_KEY || undefined,
    notifyTemplateId: env.NOTIFY_SMS_TEMPLATE_ID || '',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    benchRoute: env.BENCH_BARE_ROUTE === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secretsKey: parseSecretsKey(env),
  };
}
