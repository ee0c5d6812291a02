import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { SetupStep } from './login-steps.tsx';
import { qrCodeDataUrl, TOTP_QR_ALT } from './totp-qr-code.tsx';

const SECRET = 'DEMOCOACHSECRETKEYFORTOTPLOGINAB';
const URI = `otpauth://totp/Live%20Well%20Coaching%3Acoach%40example.com?secret=${SECRET}&issuer=Live+Well+Coaching`;

const svgOf = (src: string) => decodeURIComponent(src.replace('data:image/svg+xml,', ''));

describe('authenticator set-up step', () => {
  it('shows the otpauth link as a QR code image with a text alternative', () => {
    renderWithProviders(<SetupStep secret={SECRET} uri={URI} problem={null} onSubmit={async () => {}} />);
    const image = screen.getByRole('img', { name: TOTP_QR_ALT });
    const src = image.getAttribute('src') ?? '';
    expect(src).toBe(qrCodeDataUrl(URI));
    expect(svgOf(src)).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path d="M/);
  });

  it('keeps the setup key, in groups of four, for typing instead', () => {
    renderWithProviders(<SetupStep secret={SECRET} uri={URI} problem={null} onSubmit={async () => {}} />);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('DEMO COAC HSEC RETK EYFO RTOT PLOG INAB');
  });

  it('draws a different code for a different link', () => {
    const other = URI.replace(SECRET, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
    expect(svgOf(qrCodeDataUrl(other))).not.toBe(svgOf(qrCodeDataUrl(URI)));
  });
});
