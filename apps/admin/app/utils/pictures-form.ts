import { MAX_PRODUCT_IMAGES } from '@shop/contracts/admin';
import type { MessageKey } from '../i18n/messages';

// The product editor's pictures (routes/product.tsx): the forms of each picture (make main, move
// up or down, delete) send the order the page showed and the picture acted on; the new order is
// worked out here. The API answers in English: a refusal it words in a known way is said in the
// staff member's language, anything else is shown as it came beside a general sentence.

/** The largest picture the API takes (apps/api MAX_UPLOAD_BYTES): 8 MB. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_MAX_MB = PICTURE_MAX_BYTES / 1024 / 1024;
/** What the file input offers: the kinds the API takes. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const PICTURE_MOVES = ['main', 'up', 'down'] as const;
export type PictureMove = (typeof PICTURE_MOVES)[number];

/** The ids of a form's `order` field ("12,15,9"), or null when it is not one. */
export function parseOrder(value: string): number[] | null {
  if (!/^\d{1,10}(,\d{1,10}){0,99}$/.test(value)) return null;
  const ids = value.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) && new Set(ids).size === ids.length
    ? ids
    : null;
}

/** The order after `move` of picture `id` (the API's body: the main one first), or null if it is not there. */
export function movedOrder(
  order: number[],
  id: number,
  move: PictureMove,
): { order: number[]; main?: number } | null {
  const at = order.indexOf(id);
  if (at < 0) return null;
  if (move === 'main') return { order, main: id };
  const to = move === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return { order };
  const next = [...order];
  [next[at], next[to]] = [next[to] as number, next[at] as number];
  return { order: next };
}

/** A refusal of the API about pictures in the staff member's words, or null for the API's own. */
export function pictureRefusal(
  message: string,
  status: number,
): { key: MessageKey; values?: Record<string, string | number> } | null {
  if (status === 413 || /^file must be at most/.test(message))
    return { key: 'pictures.error.tooLarge', values: { mb: PICTURE_MAX_MB } };
  if (/^file (must be a JPEG|is not a readable picture)/.test(message))
    return { key: 'pictures.error.notPicture' };
  if (/^file is empty/.test(message)) return { key: 'pictures.error.empty' };
  if (/^file: the product has \d+ pictures/.test(message))
    return { key: 'pictures.error.tooMany', values: { max: MAX_PRODUCT_IMAGES } };
  if (/^(order|main): /.test(message)) return { key: 'pictures.error.changed' };
  if (status === 404 && /^Picture \d+ is not one/.test(message)) return { key: 'pictures.error.gone' };
  if (/multipart|^file\b/.test(message)) return { key: 'pictures.error.noFile' };
  return null;
}
