import QRCode from 'qrcode';
import { answerCache } from './answer-cache.server';

// Server only: the qrcode package never reaches the browser bundle.
const codes = answerCache<string>({ ttlMs: 24 * 60 * 60 * 1000, maxEntries: 200 });

/** A QR code of `url` as an SVG document string (one path, scales to any size). */
export function qrSvg(url: string): Promise<string> {
  return codes(url, () =>
    QRCode.toString(url, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
      color: { dark: '#0f172a', light: '#ffffff' },
    }),
  );
}
