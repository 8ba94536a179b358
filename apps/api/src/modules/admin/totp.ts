import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// Two-factor sign-in for staff: the codes of an authenticator app (RFC 6238: SHA-1, 6 digits,
// 30 s), with otplib. A code is good within one step either side of now (a phone's clock drifts),
// and once: the step it matched is kept and a code of that step or before is refused.

const ISSUER = 'Shop back office';

/** A new secret, the otpauth:// address an app scans, and that address as a QR code (SVG). */
export async function newTotpSecret(email: string) {
  const secret = generateSecret();
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** The step a code matched (to be kept), or null: wrong, too old, or of a step already used. */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}
