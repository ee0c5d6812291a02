import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.resetModules();
});

const latestYear = (container: HTMLElement) =>
  container.querySelector<HTMLSelectElement>('select[id$="-year"]')?.options[1]?.value;

it('hydrates a page drawn at build time in December without a mismatch in January, then offers the new year’s list', async () => {
  vi.stubEnv('VITE_PAGES_DRAWN_YEAR', '2026');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-20T10:00:00Z'));
  const { DateOfBirthInput } = await import('./date-of-birth-input.tsx');
  const field = <DateOfBirthInput name="dob" error={undefined} defaultValue="" onChange={() => undefined} />;

  const container = document.createElement('div');
  container.innerHTML = renderToString(field);
  expect(latestYear(container)).toBe('2008');

  vi.setSystemTime(new Date('2027-01-05T10:00:00Z'));
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, field, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(latestYear(container)).toBe('2009');
});
