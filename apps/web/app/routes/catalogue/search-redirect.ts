import { localizePath } from '@shop/i18n';
import { redirect } from 'react-router';
import { shopContext } from '../../context.server';
import type { Route } from './+types/search-redirect';

/**
 * `/search?q=…`: where the header's search form lands without JavaScript. A text goes to its
 * results page; an empty one goes back where the shopper was (Enter on empty text does nothing).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext);
  const url = new URL(request.url);
  const term = url.searchParams.get('q')?.trim() ?? '';
  if (term) throw redirect(localizePath(`/search/${encodeURIComponent(term)}`, locale), 302);
  const referer = request.headers.get('referer');
  const back = referer && new URL(referer, url).origin === url.origin ? new URL(referer, url) : null;
  throw redirect(back ? back.pathname + back.search : localizePath('/', locale), 302);
}
