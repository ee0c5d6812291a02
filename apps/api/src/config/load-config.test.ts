import { describe, expect, it } from 'vitest';
import { TEST_VAPID_ENV } from '../../../../test-support/vapid-keys.ts';
import { loadConfig } from './load-config.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://coaching.example.org',
  SMTP_URL: 'smtp://localhost:25',
  SECRETS_KEY: 'a1'.repeat(32),
  ...TEST_VAPID_ENV,
};

describe('loadConfig: the staff code step', () => {
  it('is the 30 seconds authenticator apps count', () => {
    expect(loadConfig({}).totpStepSeconds).toBe(30);
    expect(loadConfig(production).totpStepSeconds).toBe(30);
  });

  it('takes a shorter step for tests', () => {
    expect(loadConfig({ NODE_ENV: 'development', TEST_TOTP_STEP_SECONDS: '4' }).totpStepSeconds).toBe(4);
  });

  it('refuses the test step in production, and anything but whole seconds', () => {
    expect(() => loadConfig({ ...production, TEST_TOTP_STEP_SECONDS: '4' })).toThrow(/tests only/);
    for (const text of ['0', '-4', '2.5', 'fast']) {
      expect(() => loadConfig({ TEST_TOTP_STEP_SECONDS: text }), text).toThrow(/whole seconds/);
    }
  });
});

describe('loadConfig: the VAPID keys for web push', () => {
  it('takes a configured pair and subject', () => {
    expect(loadConfig(production).vapid).toEqual({
      publicKey: TEST_VAPID_ENV.VAPID_PUBLIC_KEY,
      privateKey: TEST_VAPID_ENV.VAPID_PRIVATE_KEY,
      subject: TEST_VAPID_ENV.VAPID_SUBJECT,
      generated: false,
    });
  });

  it('generates a pair outside production, contactable at the sender address', () => {
    const { vapid } = loadConfig({});
    expect(vapid.generated).toBe(true);
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(vapid.subject).toBe('mailto:no-reply@livewell.example.org');
  });

  it('requires all three in production', () => {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'])
      expect(() => loadConfig({ ...production, [name]: '' }), name).toThrow(
        new RegExp(`${name} is required in production`),
      );
  });

  it('refuses half a pair, a pair that does not belong together and a subject that is not a contact', () => {
    const { VAPID_PUBLIC_KEY, VAPID_SUBJECT } = TEST_VAPID_ENV;
    expect(() => loadConfig({ VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY must be set with the other/);
    const otherPrivate = Buffer.alloc(32, 7).toString('base64url');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: otherPrivate })).toThrow(
      /VAPID_PUBLIC_KEY is not the public half/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: otherPrivate })).toThrow(
      /VAPID_PUBLIC_KEY must be 65 bytes/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://coaching.example.org' })).toThrow(
      /VAPID_SUBJECT must be a mailto: address or an https: URL/,
    );
    expect(loadConfig({ VAPID_SUBJECT }).vapid.subject).toBe(VAPID_SUBJECT);
  });
});

describe('loadConfig: how long records are kept', () => {
  it('is 8 years unless RETENTION_YEARS says otherwise', () => {
    expect(loadConfig({}).retentionYears).toBe(8);
    expect(loadConfig({ RETENTION_YEARS: '20' }).retentionYears).toBe(20);
  });

  it('refuses anything but a whole number of years from 1 to 99', () => {
    for (const text of ['0', '-1', '2.5', '100', 'ever']) {
      expect(() => loadConfig({ RETENTION_YEARS: text }), text).toThrow(
        /RETENTION_YEARS must be a whole number/,
      );
    }
  });
});
