import { STORE_CODE_HEADER } from '@shop/contracts';
import { createMiddleware } from 'hono/factory';
import { findStoreByCode } from '../access/stores';
import { type AppEnv, appContext } from '../context';
import { badRequest, notFound } from '../lib/errors';

/**
 * Resolves the shop of a call from `store_code` (query) or the `X-Store-Code` header. The
 * product path of the specification (`/api/product/{id}&store_code=…`) carries it in the path.
 */
export const store = createMiddleware<AppEnv>(async (c, next) => {
  const code = c.req.query('store_code') ?? c.req.header(STORE_CODE_HEADER) ?? storeCodeInPath(c.req.path);
  if (!code) throw badRequest('store_code is required (query parameter store_code or header X-Store-Code)');
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(code)) throw badRequest('store_code is not a valid store code');
  const found = await findStoreByCode(appContext(c), code);
  if (!found) throw notFound(`Store ${code} not found`);
  c.set('store', found);
  await next();
});

/** `…&store_code=S001` written into a path segment, as the specification's product call does. */
function storeCodeInPath(path: string): string | undefined {
  const match = /[&?]store_code=([^&/]*)/.exec(path);
  return match?.[1] || undefined;
}
