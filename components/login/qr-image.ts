import QRCode, { type QRCodeToStringOptions } from 'qrcode';
import { isLoopbackHost } from './cookie-domain';

/** How login QR codes are drawn; tests draw the expected URL with the same options to compare. */
export const QR_SVG_OPTIONS: QRCodeToStringOptions = {
  type: 'svg',
  margin: 1,
  width: 180,
  errorCorrectionLevel: 'M',
  color: { dark: '#1f2329ff', light: '#ffffffff' },
};

/** The QR code of `text` as an SVG data URL (vector: sharp at any zoom, identical in every browser). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, QR_SVG_OPTIONS);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Whether to offer the "open the confirmation page here" shortcut beside a QR code: only in a
 * development build on loopback, where a phone cannot reach the page. A production build never
 * shows development text (issue 19), even when served on loopback as the e2e suite does.
 */
export function devQrShortcut(url: string | null | undefined): boolean {
  return process.env.NODE_ENV !== 'production' && !!url && isLoopbackUrl(url);
}

/** A phone cannot open a loopback address: then the page offers to open the confirm page itself. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}
