import type { RouterContextProvider } from 'react-router';
import { apiCaller, apiContext, sessionContext, shopContext } from '../context.server';
import { shopPageTitle } from './account-pages.server';
import { servicesContext } from './services.server';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What an after-sale page's loader works with: the shop, the API, the caller, the URL. */
export function lookupScope({ request, context }: Args) {
  const shop = context.get(shopContext);
  const { account } = context.get(servicesContext);
  return {
    shop,
    api: account,
    ctx: apiContext(shop),
    caller: apiCaller(context.get(sessionContext)),
    url: new URL(request.url),
    title: (key: Parameters<typeof shopPageTitle>[1]) => shopPageTitle(shop, key),
  };
}
