import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CustomerContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { storePicture } from './uploads';
import { isUploadName } from './variants';

// A bank-transfer receipt shows a shopper's bank, account and amount: it is private. Receipts are
// kept apart from the public media (RECEIPTS_DIR, never under /media), in a folder of their shop
// and customer, and served only to that customer (GET /api/receipts/{file}, with the bearer
// token; later the shop's staff). Another customer asking for the same name finds nothing there.

/** Where a receipt is served: an API path that needs its owner's token. */
export const RECEIPTS_PATH = '/api/receipts';

const folderOf = (ctx: CustomerContext) =>
  join(ctx.deps.receiptsDir, String(ctx.store.id), String(ctx.customerId));

/** Stores a receipt of the calling customer; answers the URL the checkout sends back as image_url. */
export async function storeReceipt(ctx: CustomerContext, file: File): Promise<string> {
  const name = await storePicture(folderOf(ctx), file);
  return assetUrl(ctx.deps.assetHost, `${RECEIPTS_PATH}/${name}`);
}

/** The bytes of one of the calling customer's receipts, or null (not theirs, or no such file). */
export async function readReceipt(ctx: CustomerContext, name: string): Promise<Buffer | null> {
  if (!isUploadName(name)) return null;
  return readFile(join(folderOf(ctx), name)).catch(() => null);
}

/**
 * The stored name of a receipt URL this API gave out (as a checkout sends it back), or null when
 * it is not one; whether it is the caller's is `readReceipt`'s to say.
 */
export function receiptName(imageUrl: string): string | null {
  let path: string;
  try {
    path = new URL(imageUrl, 'http://x').pathname;
  } catch {
    return null;
  }
  const prefix = `${RECEIPTS_PATH}/`;
  if (!path.startsWith(prefix)) return null;
  const name = path.slice(prefix.length);
  return isUploadName(name) ? name : null;
}
