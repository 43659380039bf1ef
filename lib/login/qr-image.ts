import QRCode, { type QRCodeToStringOptions } from 'qrcode';

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

/** A phone cannot open a loopback address: then the page offers to open the confirm page itself. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
