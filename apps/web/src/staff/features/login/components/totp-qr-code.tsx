import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const CELL = 4;
// The QR specification asks for four modules of light margin, or phone cameras may not find the code.
const QUIET_ZONE = 4 * CELL;

export const TOTP_QR_ALT =
  'QR code for your authenticator app. If you cannot scan it, enter the setup key shown below instead.';

/** An SVG data URL of the QR code for `text`: no canvas, and the CSP already allows data: images. */
export function qrCodeDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: CELL, margin: QUIET_ZONE, scalable: true });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The otpauth:// link as a QR code, so the authenticator app can scan it instead of typing the key. */
export function TotpQrCode({ uri }: { uri: string }) {
  const src = useMemo(() => qrCodeDataUrl(uri), [uri]);
  return <img className="staff-qr" src={src} alt={TOTP_QR_ALT} width={200} height={200} />;
}
