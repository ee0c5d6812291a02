import { DEFAULT_SERVICE_PHONE } from '@coaching/shared/constants';
import { z } from 'zod';
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_WEB_DIST_DIR } from './code-paths.ts';
import { parseSecretsKey } from './secrets-key.ts';
import { parseTrustProxy } from './trust-proxy.ts';
import { parseVapidKeys } from './vapid-keys.ts';

/** OWASP's scrypt cost for password hashes (N = 2^17); only tests may lower it. */
const SCRYPT_COST_LOG2 = 17;

const TOTP_STEP_SECONDS = 30;

const envNames = z.registry<{ env: string }>();

/** One environment variable: its name and the schema that checks it and gives the config value. */
function variable<T extends z.ZodType>(env: string, schema: T): T {
  envNames.add(schema, { env });
  return schema;
}

const urlWith = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL such as ${example}` },
  );

/** A parser that throws `NAME problem` becomes a schema step whose issue is the problem. */
const checkedBy =
  <T>(parse: (text: string | undefined) => T) =>
  (text: string | undefined, context: z.RefinementCtx): T => {
    try {
      return parse(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message.replace(/^[A-Z_]+ /, '') });
      return z.NEVER;
    }
  };

const secretsKeyOf = (s: { nodeEnv: string; secretsKey?: string; secretsKeyPrevious?: string }) =>
  parseSecretsKey({
    NODE_ENV: s.nodeEnv,
    SECRETS_KEY: s.secretsKey,
    SECRETS_KEY_PREVIOUS: s.secretsKeyPrevious,
  });

const vapidKeysOf = (s: {
  nodeEnv: string;
  mailFrom: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject?: string;
}) =>
  parseVapidKeys(
    { publicKey: s.vapidPublicKey, privateKey: s.vapidPrivateKey, subject: s.vapidSubject },
    { production: s.nodeEnv === 'production', mailFrom: s.mailFrom },
  );

const VAPID_FIELDS: Record<string, string> = {
  VAPID_PUBLIC_KEY: 'vapidPublicKey',
  VAPID_PRIVATE_KEY: 'vapidPrivateKey',
  VAPID_SUBJECT: 'vapidSubject',
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Messages never repeat the value: a URL may carry a password.
const settings = z.object({
  nodeEnv: variable(
    'NODE_ENV',
    z
      .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
      .default('development'),
  ),
  port: variable(
    'PORT',
    z
      .string()
      .regex(/^\d{1,5}$/, { error: 'must be a port number from 1 to 65535' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: 'must be a port number from 1 to 65535' })
          .max(65535, { error: 'must be a port number from 1 to 65535' }),
      )
      .default(3000),
  ),
  host: variable('HOST', z.string().default('0.0.0.0')),
  databaseUrl: variable(
    'DATABASE_URL',
    urlWith(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db').optional(),
  ),
  dataDir: variable('DATA_DIR', z.string().default('./data')),
  migrationsDir: variable('MIGRATIONS_DIR', z.string().default(DEFAULT_MIGRATIONS_DIR)),
  webDistDir: variable('WEB_DIST_DIR', z.string().default(DEFAULT_WEB_DIST_DIR)),
  publicUrl: variable(
    'PUBLIC_URL',
    urlWith(['http:', 'https:'], 'https://coaching.example.org')
      .transform((url) => url.replace(/\/$/, ''))
      .optional(),
  ),
  smtpUrl: variable('SMTP_URL', urlWith(['smtp:', 'smtps:'], 'smtp://user:pass@host:587').optional()),
  mailFrom: variable('MAIL_FROM', z.string().default('Live Well Coaching <no-reply@livewell.example.org>')),
  servicePhone: variable('SERVICE_PHONE', z.string().default(DEFAULT_SERVICE_PHONE)),
  /** The service's Facebook and Instagram pages for the footer; unset hides the link. */
  facebookUrl: variable(
    'FACEBOOK_URL',
    urlWith(['https:', 'http:'], 'https://www.facebook.com/ourpage').default(''),
  ),
  instagramUrl: variable(
    'INSTAGRAM_URL',
    urlWith(['https:', 'http:'], 'https://www.instagram.com/ourpage').default(''),
  ),
  notifyApiKey: variable('NOTIFY_API_KEY', z.string().optional()),
  /** A Notify text template whose whole content is the ((body)) placeholder. */
  notifyTemplateId: variable('NOTIFY_SMS_TEMPLATE_ID', z.string().default('')),
  logLevel: variable(
    'LOG_LEVEL',
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).optional(),
  ),
  /** lib/secrets.ts reads it; checked here so production cannot start with weaker hashes. */
  scryptCostLog2: variable(
    'SCRYPT_COST_LOG2',
    z
      .string()
      .regex(/^\d+$/, { error: `must be a whole number from 10 to ${SCRYPT_COST_LOG2}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(10, { error: `must be from 10 to ${SCRYPT_COST_LOG2}` })
          .max(SCRYPT_COST_LOG2, { error: `must be from 10 to ${SCRYPT_COST_LOG2}` }),
      )
      .default(SCRYPT_COST_LOG2),
  ),
  /**
   * Seconds each staff authenticator code lasts: 30, as authenticator apps count. Browser tests shorten
   * it so a second sign-in need not wait half a minute for a new code; a production start refuses it.
   */
  totpStepSeconds: variable(
    'TEST_TOTP_STEP_SECONDS',
    z
      .string()
      .regex(/^[1-9]\d{0,3}$/, { error: 'must be whole seconds' })
      .transform(Number)
      .optional(),
  ),
  /**
   * Years the audit log (and, once cases can be discharged, a discharged client's record) is kept
   * before the scheduler removes it: 8 for adult health records (NHS records retention schedule).
   */
  retentionYears: variable(
    'RETENTION_YEARS',
    z
      .string()
      .regex(/^[1-9]\d?$/, { error: 'must be a whole number of years from 1 to 99' })
      .transform(Number)
      .default(8),
  ),
  /** Proxies whose X-Forwarded-For is believed (config/trust-proxy.ts); unset believes none. */
  trustProxy: variable('TRUST_PROXY', z.string().optional().transform(checkedBy(parseTrustProxy))),
  /** The key that seals staff secrets at rest (config/secrets-key.ts); checked with the whole set below. */
  secretsKey: variable('SECRETS_KEY', z.string().optional()),
  secretsKeyPrevious: variable('SECRETS_KEY_PREVIOUS', z.string().optional()),
  /** Web push (config/vapid-keys.ts); checked with the whole set below. */
  vapidPublicKey: variable('VAPID_PUBLIC_KEY', z.string().optional()),
  vapidPrivateKey: variable('VAPID_PRIVATE_KEY', z.string().optional()),
  vapidSubject: variable('VAPID_SUBJECT', z.string().optional()),
  /** Adds GET /api/bench/bare, the baseline `npm run bench` compares against. */
  benchRoute: variable(
    'BENCH_BARE_ROUTE',
    z
      .literal('1', { error: 'must be 1 or unset' })
      .transform(() => true)
      .default(false),
  ),
});

const configSchema = settings
  .superRefine((s, context) => {
    try {
      secretsKeyOf(s);
    } catch (error) {
      const [, name, problem] = /^([A-Z_]+) (.*)$/s.exec((error as Error).message) ?? [];
      context.addIssue({
        code: 'custom',
        path: [name === 'SECRETS_KEY_PREVIOUS' ? 'secretsKeyPrevious' : 'secretsKey'],
        message: problem ?? 'is not a valid key',
      });
    }
    try {
      vapidKeysOf(s);
    } catch (error) {
      const [, name = '', problem] = /^([A-Z_]+) (.*)$/s.exec((error as Error).message) ?? [];
      context.addIssue({
        code: 'custom',
        path: [VAPID_FIELDS[name] ?? 'vapidPublicKey'],
        message: problem ?? '',
      });
    }
    if (s.nodeEnv !== 'production') return;
    if (!s.publicUrl)
      context.addIssue({ code: 'custom', path: ['publicUrl'], message: 'is required in production' });
    if (!s.smtpUrl)
      context.addIssue({
        code: 'custom',
        path: ['smtpUrl'],
        message: 'is required in production (there is no development mailbox)',
      });
    if (s.totpStepSeconds !== undefined)
      context.addIssue({ code: 'custom', path: ['totpStepSeconds'], message: 'is for tests only' });
    if (s.scryptCostLog2 < SCRYPT_COST_LOG2)
      context.addIssue({
        code: 'custom',
        path: ['scryptCostLog2'],
        message: `may not be lowered in production (unset it, or set ${SCRYPT_COST_LOG2})`,
      });
  })
  .transform(({ secretsKeyPrevious, vapidPublicKey, vapidPrivateKey, vapidSubject, ...s }) => ({
    ...s,
    secretsKey: secretsKeyOf({ ...s, secretsKeyPrevious }),
    vapid: vapidKeysOf({ ...s, vapidPublicKey, vapidPrivateKey, vapidSubject }),
    production: s.nodeEnv === 'production',
    publicUrl: s.publicUrl ?? `http://localhost:${s.port}`,
    logLevel: s.logLevel ?? (s.nodeEnv === 'test' ? 'silent' : 'info'),
    totpStepSeconds: s.totpStepSeconds ?? TOTP_STEP_SECONDS,
  }));

export type Config = z.output<typeof configSchema>;

/** A bad environment: the message is one line naming each variable at fault. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string | undefined> = {};
  const fieldEnv = new Map<string, string>();
  for (const [field, schema] of Object.entries(settings.shape)) {
    const name = envNames.get(schema)?.env ?? field;
    fieldEnv.set(field, name);
    // An empty variable counts as unset, as in most shells' `VAR= command`.
    input[field] = env[name] || undefined;
  }
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = String(issue.path[0]);
    return `${fieldEnv.get(field) ?? field} ${issue.message}`;
  });
  throw new ConfigError(`Configuration error: ${problems.join('; ')}`);
}
