import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://coaching.example.org',
  SMTP_URL: 'smtp://localhost:25',
  SECRETS_KEY: 'a1'.repeat(32),
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
