import { STORE_CODE_HEADER } from '@shop/contracts';
import { createMiddleware } from 'hono/factory';
import { findStoreByCode } from '../access/stores';
import { type AppEnv, appContext } from '../context';
import { badRequest, notFound } from '../lib/errors';

/**
 * Resolves the shop of a call from `store_code` (query) or the `X-Store-Code` header. The
 * product path of the specification (`/api/product/{id}&store_code=…`) carries it in the path.
 * A shop the platform's operator suspended answers its storefront's calls no more (404).
 */
export const store = createMiddleware<AppEnv>(async (c, next) => {
  const code = c.req.query('store_code') ?? c.req.header(STORE_CODE_HEADER) ?? storeCodeInPath(c.req.path);
  if (!code) throw badRequest('store_code is required (query parameter store_code or header X-Store-Code)');
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(code)) throw badRequest('store_code is not a valid store code');
  const found = await findStoreByCode(appContext(c), code);
  if (!found) throw notFound(`Store ${code} not found`);
  // A suspended shop sells nothing; its back office stays open to finish what is under way.
  if (found.suspended && !c.req.path.startsWith('/admin/api/')) throw notFound(`Store ${code} is suspended`);
  c.set('store', { id: found.id, code: found.code });
  await next();
});

/** `…&store_code=S001` written into a path segment, as the specification's product call does. */
function storeCodeInPath(path: string): string | undefined {
  const match = /[&?]store_code=([^&/]*)/.exec(path);
  return match?.[1] || undefined;
}
