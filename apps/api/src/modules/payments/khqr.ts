import { createHash } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * Dynamic KHQR (Bakong, EMVCo merchant-presented mode): a pure encoder/decoder with no clock and no
 * network. The tag layout, the amount format and the limits follow the National Bank of Cambodia's
 * `bakong-khqr` SDK 1.0.20, whose `verify`/`decode` the tests run on what we produce, and whose own
 * output ours equals byte for byte when both are given the same creation time.
 */

export type KhqrCurrency = 'USD' | 'KHR';

export interface KhqrInput {
  /** Bakong account id, name@bank, ≤32 chars, must contain '@'. */
  accountId: string;
  /** 'individual' → tag 29, 'merchant' → tag 30 (with merchantId, acquiringBank). */
  accountType: 'individual' | 'merchant';
  merchantId?: string;
  acquiringBank?: string;
  merchantName: string; // ≤25
  merchantCity?: string; // ≤15, default 'Phnom Penh'
  currency: KhqrCurrency;
  /** Minor units: cents for USD, riel for KHR (riel has no decimals). */
  amountMinor: number;
  billNumber?: string; // ≤25
  mobileNumber?: string;
  storeLabel?: string;
  terminalLabel?: string;
  purpose?: string;
  merchantCategoryCode?: string; // 4 digits, default '5999'
  createdAtMs: number;
  expiresAtMs: number;
}

export interface Khqr {
  payload: string;
  /** Lower-case hex MD5 of the whole payload: what Bakong's check-transaction API is asked about. */
  md5: string;
}

/** Bad input to the encoder or a malformed payload; the message starts with the field at fault. */
export class KhqrError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KhqrError';
  }
}

const CURRENCY_CODES: Record<KhqrCurrency, string> = { USD: '840', KHR: '116' };
const DEFAULT_CITY = 'Phnom Penh';
const DEFAULT_MCC = '5999';
// Templates whose value is itself a TLV list: EMVCo merchant account templates 26–51 (KHQR uses
// 29 and 30), additional data 62, language template 64, and 80–99 (KHQR's timestamps are 99).
const TEMPLATE_IDS = new Set(['62', '64']);
for (let id = 26; id <= 51; id++) TEMPLATE_IDS.add(String(id));
for (let id = 80; id <= 99; id++) TEMPLATE_IDS.add(String(id));

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection) over the UTF-8 bytes, 4 upper-case hex. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function encodeKhqr(input: KhqrInput): Khqr {
  const accountId = requireText('accountId', input.accountId, 32);
  if (!accountId.includes('@')) throw new KhqrError("accountId: must look like name@bank (no '@' found)");
  const merchantName = requireText('merchantName', input.merchantName, 25);
  const merchantCity = optionalText('merchantCity', input.merchantCity, 15) ?? DEFAULT_CITY;
  const mcc = input.merchantCategoryCode ?? DEFAULT_MCC;
  if (!/^\d{4}$/.test(mcc)) throw new KhqrError('merchantCategoryCode: must be 4 digits');
  const currency = CURRENCY_CODES[input.currency];
  if (!currency) throw new KhqrError("currency: must be 'USD' or 'KHR'");
  const amount = formatAmount(input.currency, input.amountMinor);
  const { createdAtMs, expiresAtMs } = input;
  requireTimestamp('createdAtMs', createdAtMs);
  requireTimestamp('expiresAtMs', expiresAtMs);
  if (expiresAtMs <= createdAtMs) throw new KhqrError('expiresAtMs: must be after createdAtMs');

  let payload =
    tlv('00', '01') +
    // 12: dynamic, single use; we always carry an amount.
    tlv('01', '12') +
    accountTemplate(input, accountId) +
    tlv('52', mcc) +
    tlv('53', currency) +
    tlv('54', amount) +
    tlv('58', 'KH') +
    tlv('59', merchantName) +
    tlv('60', merchantCity);
  const additional = [
    subTag('01', 'billNumber', input.billNumber),
    subTag('02', 'mobileNumber', input.mobileNumber),
    subTag('03', 'storeLabel', input.storeLabel),
    subTag('07', 'terminalLabel', input.terminalLabel),
    subTag('08', 'purpose', input.purpose),
  ].join('');
  if (additional) payload += tlv('62', additional, 'additional data (billNumber … purpose together)');
  payload += tlv('99', tlv('00', String(createdAtMs)) + tlv('01', String(expiresAtMs)));
  payload += '6304';
  payload += crc16(payload);
  return { payload, md5: createHash('md5').update(payload, 'utf8').digest('hex') };
}

/** Tag id → value, nested templates as objects. Throws KhqrError on a bad CRC, length or layout. */
export function decodeKhqr(payload: string): Record<string, string | Record<string, string>> {
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') {
    throw new KhqrError('payload: does not end with a CRC (tag 63, length 04)');
  }
  const expected = crc16(payload.slice(0, -4));
  if (payload.slice(-4).toUpperCase() !== expected) {
    throw new KhqrError(`payload: CRC is ${payload.slice(-4)}, expected ${expected}`);
  }
  const fields: Record<string, string | Record<string, string>> = {};
  for (const [id, value] of parseTlv(payload, 'payload')) {
    fields[id] = TEMPLATE_IDS.has(id) ? Object.fromEntries(parseTlv(value, `tag ${id}`)) : value;
  }
  return fields;
}

/** The QR code of `payload` as an SVG document (one path, scales to any size, 4-module quiet zone). */
export function khqrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

function accountTemplate(input: KhqrInput, accountId: string): string {
  if (input.accountType === 'merchant') {
    const merchantId = requireText('merchantId', input.merchantId, 32);
    const bank = requireText('acquiringBank', input.acquiringBank, 32);
    return tlv('30', tlv('00', accountId) + tlv('01', merchantId) + tlv('02', bank));
  }
  if (input.accountType !== 'individual') {
    throw new KhqrError("accountType: must be 'individual' or 'merchant'");
  }
  if (input.merchantId !== undefined) throw new KhqrError("merchantId: only for accountType 'merchant'");
  const bank = optionalText('acquiringBank', input.acquiringBank, 32);
  return tlv('29', tlv('00', accountId) + (bank ? tlv('02', bank) : ''));
}

// The SDK's format: whole dollars without decimals ("1"), otherwise exactly two ("1.50", "0.05").
function formatAmount(currency: KhqrCurrency, amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new KhqrError(
      `amountMinor: must be a whole number of ${currency === 'KHR' ? 'riel (riel has no decimals)' : 'cents'}`,
    );
  }
  if (amountMinor <= 0) throw new KhqrError('amountMinor: must be more than zero');
  let text = String(amountMinor);
  if (currency === 'USD') {
    const cents = amountMinor % 100;
    const dollars = (amountMinor - cents) / 100;
    text = cents === 0 ? String(dollars) : `${dollars}.${String(cents).padStart(2, '0')}`;
  }
  if (text.length > 13) throw new KhqrError('amountMinor: too large (13 characters at most)');
  return text;
}

function requireTimestamp(field: string, ms: number) {
  // 13 digits: the SDK rejects anything else (2001-09-09 … 2286-11-20).
  if (!Number.isSafeInteger(ms) || String(ms).length !== 13) {
    throw new KhqrError(`${field}: must be a time in milliseconds since 1970 (13 digits)`);
  }
}

function requireText(field: string, value: string | undefined, max: number): string {
  const text = optionalText(field, value, max);
  if (!text) throw new KhqrError(`${field}: required`);
  return text;
}

// An empty string counts as absent, as in the SDK.
function optionalText(field: string, value: string | undefined, max: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new KhqrError(`${field}: must be text`);
  if (value.length > max) throw new KhqrError(`${field}: ${max} characters at most (got ${value.length})`);
  return value;
}

function subTag(id: string, field: string, value: string | undefined): string {
  const text = optionalText(field, value, 25);
  return text ? tlv(id, text) : '';
}

// Lengths count UTF-16 code units (JS string length), as every KHQR SDK does, not UTF-8 bytes.
function tlv(id: string, value: string, field = `tag ${id}`): string {
  if (value.length > 99) throw new KhqrError(`${field}: longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

function parseTlv(text: string, where: string): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new KhqrError(`${where}: malformed id/length at ${at}`);
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new KhqrError(`${where}: tag ${id} runs past the end`);
    if (seen.has(id)) throw new KhqrError(`${where}: tag ${id} appears twice`);
    seen.add(id);
    entries.push([id, value]);
    at += 4 + length;
  }
  return entries;
}
