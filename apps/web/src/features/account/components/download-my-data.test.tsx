import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { DownloadMyData } from './download-my-data.tsx';

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  tokenStorage.set('a-client-token-of-twenty-characters');
  // jsdom makes no object URLs, and a click on a download link goes nowhere: note the name instead.
  Object.assign(URL, { createObjectURL: () => 'blob:copy', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const page = new Response('<!doctype html><title>Your data</title>', {
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-disposition': 'attachment; filename="live-well-coaching-my-data-2026-11-27.html"',
  },
});

describe('DownloadMyData', () => {
  it('saves the page under the name the service gives it, asking with the client’s token', async () => {
    const { user, requests } = renderWithProviders(<DownloadMyData />, {
      fetch: { 'GET /api/mlw/my-data.html': page },
    });
    await user.click(screen.getByRole('button', { name: 'Download my data as a page' }));
    await vi.waitFor(() => expect(saved).toEqual(['live-well-coaching-my-data-2026-11-27.html']));
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer a-client-token-of-twenty-characters');
    expect(screen.queryByText(/could not be downloaded/)).not.toBeInTheDocument();
  });

  it('says a copy can be taken only a few times an hour when the service refuses one', async () => {
    const { user } = renderWithProviders(<DownloadMyData />, {
      fetch: { 'GET /api/mlw/my-data.json': { status: 429, body: { message: 'Too many requests' } } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download my data as a JSON file' }));
    expect(await screen.findByText(/up to 5 times an hour/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('blames the hourly limit only when that is why, not when the connection fails', async () => {
    const { user } = renderWithProviders(<DownloadMyData />, {
      fetch: {
        'GET /api/mlw/my-data.json': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download my data as a JSON file' }));
    expect(await screen.findByText(/Check your internet connection/)).toBeInTheDocument();
    expect(screen.queryByText(/5 times an hour/)).not.toBeInTheDocument();
  });
});
