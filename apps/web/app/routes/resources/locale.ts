import { isLocale, localizePath, splitLocale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { isHttps, localeCookie } from '../../middleware/locale.server';
import type { Route } from './+types/locale';

/** Only paths of this site: '/…' but not '//host' or '/\host'. */
function localPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value) || value.length > 2000)
    return '/';
  return value;
}

/**
 * The language switcher: remembers the choice in the cookie for a year and redirects to the same
 * page in the new language. A plain form post, so it works without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  if (!isLocale(lang)) throw data({ message: 'lang must be one of en, kh, zh' }, { status: 400 });
  const url = new URL(localPath(form.get('path')), 'http://x');
  const { path } = splitLocale(url.pathname);
  throw redirect(localizePath(path, lang) + url.search, {
    status: 302,
    headers: { 'Set-Cookie': localeCookie(lang, isHttps(request)) },
  });
}
