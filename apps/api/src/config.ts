import { DEFAULT_SERVICE_PHONE } from '@coaching/shared/constants';

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
  /** Adds GET /api/bench/bare, the baseline `npm run bench` compares against. */
  benchRoute: boolean;
  /**
   * Seconds each staff authenticator code lasts: 30, as authenticator apps count. Browser tests set
   * TEST_TOTP_STEP_SECONDS so a second sign-in need not wait half a minute for a new code; a production
   * start refuses it.
   */
  totpStepSeconds: number;
};

const TOTP_STEP_SECONDS = 30;

function totpStepSeconds(env: NodeJS.ProcessEnv): number {
  const text = env.TEST_TOTP_STEP_SECONDS;
  if (!text) return TOTP_STEP_SECONDS;
  if (env.NODE_ENV === 'production') throw new Error('TEST_TOTP_STEP_SECONDS is for tests only');
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error('TEST_TOTP_STEP_SECONDS must be whole seconds');
  return seconds;
}

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
    totpStepSeconds: totpStepSeconds(env),
  };
}
