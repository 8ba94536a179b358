import { ApiError } from '@shop/contracts/client';
import { formatDate, type Locale, MESSAGES, type MessageKey, translate } from '@shop/i18n';
import { data, type RouterContextProvider } from 'react-router';
import { apiContext, type ShopRequest, shopContext } from '../context.server';
import { requireApi } from './errors.server';
import { servicesContext } from './services.server';

// The help center, the policy page and the news, as their pages load them: the shop's API calls
// with the shopper's language, dates written out here in the shop's time zone (Node and browsers
// format Khmer dates differently), an unknown id the 404 page.

export function helpApi(context: Readonly<RouterContextProvider>) {
  const shop = context.get(shopContext);
  const client = context.get(servicesContext).account;
  const ctx = apiContext(shop);
  const run = <T>(what: string, call: () => Promise<T>) => requireApi(call, shop.locale, what);
  /** The answer, or the 404 page when the API has no such thing in this shop. */
  const found = async <T>(what: string, call: () => Promise<T>) => {
    const answer = await run(what, async () => {
      try {
        return await call();
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    });
    if (answer === null) throw data(null, { status: 404 });
    return answer;
  };
  return {
    shop,
    categories: () => run('help categories', () => client.helpCategories(ctx)),
    category: (id: number) => found('help category', () => client.helpCategory(ctx, id)),
    article: (id: number) => found('help article', () => client.helpArticle(ctx, id)),
    search: (q: string) => run('help search', () => client.helpSearch(ctx, q)),
    faq: () => run('help faq', () => client.helpFaq(ctx)),
    policy: () => run('policy', () => client.policy(ctx)),
    news: (page: number, pageSize?: number) => run('news', () => client.news(ctx, page, pageSize)),
    post: (id: number) => found('news post', () => client.newsPost(ctx, id)),
  };
}

export const dateText = (date: string, locale: Locale) => formatDate(date, locale);

export const text = (shop: ShopRequest, key: MessageKey, values: Record<string, string | number> = {}) =>
  translate(MESSAGES[shop.locale], key, { shop: shop.store.name, ...values });
