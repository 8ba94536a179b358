import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_INT32 } from '@shop/contracts';

// A button's callback_data: what to do to which order of which shop, signed, in at most 64 bytes
// (Telegram's limit). It names no secret: the signature only proves the button is ours, so a
// forged or altered press is refused before anything is read. Who may press is checked apart.

/** What a button does: approve or reject a transfer's payment, confirm an order. */
export const BUTTON_ACTIONS = { a: 'approve', r: 'reject', c: 'confirm' } as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[keyof typeof BUTTON_ACTIONS];
const CODES = Object.fromEntries(
  Object.entries(BUTTON_ACTIONS).map(([code, action]) => [action, code]),
) as Record<ButtonAction, string>;

export interface Button {
  storeId: number;
  orderId: number;
  action: ButtonAction;
  /** The payment the button acts on (0: none, for confirm). */
  paymentId: number;
}

const VERSION = '1';
/** 96 bits of HMAC-SHA256: enough that a guess never lands, short enough for 64 bytes. */
const SIGNATURE_CHARS = 16;

const signature = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url').slice(0, SIGNATURE_CHARS);

/** `1.<shop>.<order>.<action>.<payment>.<signature>` in base 36: 30–40 bytes. */
export function packButton(key: string, button: Button): string {
  const body = [
    VERSION,
    button.storeId.toString(36),
    button.orderId.toString(36),
    CODES[button.action],
    button.paymentId.toString(36),
  ].join('.');
  return `${body}.${signature(key, body)}`;
}

/** The button a callback_data names, or null when it is not one of ours, or was changed. */
export function unpackButton(key: string, data: unknown): Button | null {
  if (typeof data !== 'string' || data.length > 64) return null;
  const parts = data.split('.');
  if (parts.length !== 6) return null;
  const [version, store, order, code, payment, given] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const body = parts.slice(0, 5).join('.');
  const expected = signature(key, body);
  if (version !== VERSION || given.length !== expected.length) return null;
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  const action = BUTTON_ACTIONS[code as keyof typeof BUTTON_ACTIONS];
  const ids = [store, order, payment].map((part) =>
    /^[0-9a-z]{1,7}$/.test(part) ? Number.parseInt(part, 36) : NaN,
  );
  const [storeId, orderId, paymentId] = ids as [number, number, number];
  if (!action || ids.some((n) => !Number.isSafeInteger(n) || n > MAX_INT32)) return null;
  return { storeId, orderId, action, paymentId };
}
