import { isLocale, localeFromAcceptLanguage } from '@shop/i18n';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { badRequest } from '../lib/errors';

/** The language of names in the answer: `lang` query, else Accept-Language, else en. */
export const locale = createMiddleware<AppEnv>(async (c, next) => {
  const lang = c.req.query('lang');
  if (lang !== undefined && !isLocale(lang)) throw badRequest('lang must be one of en, kh, zh');
  c.set('locale', lang ?? localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'en');
  await next();
});
