import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { PushDevices } from './push-devices.tsx';

const PHONE = { id: 1, device: 'Chrome on Android', created_at: '2026-11-20T10:00:00.000Z' };
const LAPTOP = { id: 2, device: 'Firefox on Windows', created_at: '2026-11-21T10:00:00.000Z' };
const settings = (devices: object[]) => ({
  body: { data: { public_key: 'B', devices, suggestion_dismissed: false } },
});

describe('the devices with notifications on', () => {
  it('says which device was removed and moves focus there, as its Remove button has gone', async () => {
    let devices = [PHONE, LAPTOP];
    const { user } = renderWithProviders(<PushDevices />, {
      fetch: {
        'GET /api/mlw/push': () => settings(devices),
        'DELETE /api/mlw/push/subscriptions/1': () => {
          devices = [LAPTOP];
          return { body: { data: 'ok' } };
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Chrome on Android, turned on 20/11/2026' }),
    );

    const status = await screen.findByText(
      'Notifications are off for Chrome on Android, turned on 20/11/2026.',
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /^Remove Chrome on Android/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Remove Firefox on Windows/ })).toBeInTheDocument();
  });

  it('keeps the message when the last device goes', async () => {
    let devices = [PHONE];
    const { user } = renderWithProviders(<PushDevices />, {
      fetch: {
        'GET /api/mlw/push': () => settings(devices),
        'DELETE /api/mlw/push/subscriptions/1': () => {
          devices = [];
          return { body: { data: 'ok' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Remove Chrome on Android/ }));

    await screen.findByText('Notifications are not on for any device.');
    const status = screen.getByText('Notifications are off for Chrome on Android, turned on 20/11/2026.');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });
});
