import { formatMoney, localizePath, MESSAGES, translate } from '@shop/i18n';
import { heartIcon } from '../../components/layout/chrome-icons';
import { trashIcon } from '../../components/layout/drawer-icons';
import { Link } from '../../components/link';
import { EmptyPage } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { Img } from '../../components/ui/img';
import { Text } from '../../components/ui/words';
import { sessionContext, shopContext } from '../../context.server';
import { useI18n } from '../../i18n/i18n';
import { useWishlist } from '../../state/wishlist';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/wishlist';

// The wishlist as a page (issue 14, part 5): where the header's and the bottom bar's wishlist and a
// guest's "Add to wishlist" lead, with or without JavaScript. A guest reads 'please login first'
// and a link to log in that comes back here (or to the product, `?product=<id>`); a customer sees
// the wishlist the root loader read.

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const messages = MESSAGES[shop.locale];
  const product = new URL(request.url).searchParams.get('product') ?? '';
  // Where the login page sends the shopper back: the product they wanted to keep, or this page.
  const back = localizePath(
    /^[1-9]\d{0,9}$/.test(product) ? `/product/${product}` : '/wishlist',
    shop.locale,
  );
  return {
    title: translate(messages, 'meta.listingTitle', {
      name: translate(messages, 'wishlist.title'),
      shop: shop.store.name,
    }),
    guest: !context.get(sessionContext).token,
    back,
  };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { guest, back } = loaderData;
  const wishlist = useWishlist();
  const redirect = `?redirect=${encodeURIComponent(back)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 md:px-6 md:py-10">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('wishlist.title')}</Text>
      </h1>
      {guest ? (
        <section
          data-testid="wishlist-login-first"
          className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-3xl border border-dashed border-slate-300 px-6 py-12 text-center"
        >
          <span className="grid size-16 place-items-center rounded-full bg-rose-50 text-rose-500">
            <Icon shape={heartIcon} className="size-8" />
          </span>
          <h2 className="text-lg font-bold text-slate-900 first-letter:uppercase">
            <Text>{t('notify.loginFirst')}</Text>
          </h2>
          <p className="text-sm text-slate-600">
            <Text>{t('wishlist.guestHint')}</Text>
          </p>
          <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Link
              to={`/login${redirect}`}
              className="grid min-h-12 place-items-center rounded-xl bg-accent px-6 text-sm font-semibold text-on-accent hover:bg-accent-strong"
            >
              <Text>{t('wishlist.login')}</Text>
            </Link>
            <Link
              to={`/register${redirect}`}
              className="grid min-h-12 place-items-center rounded-xl border border-slate-300 px-6 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <Text>{t('wishlist.register')}</Text>
            </Link>
          </div>
        </section>
      ) : wishlist.items.length === 0 ? (
        <EmptyPage
          testId="wishlist-empty"
          icon={heartIcon}
          title={t('wishlist.empty')}
          hint={t('wishlist.emptyHint')}
          link={{ to: '/promotions', text: t('wishlist.browse') }}
        />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
          {wishlist.items.map((item) => (
            <li key={item.wishlist_id} className="flex items-center gap-3 p-3" data-testid="wishlist-item">
              <Img
                src={item.image}
                alt=""
                width={72}
                height={72}
                className="size-18 shrink-0 rounded-lg border border-slate-200 object-contain"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/product/${item.id}`}
                  className="line-clamp-2 py-1 text-sm font-medium text-slate-900 hover:underline"
                >
                  {item.name}
                </Link>
                {item.variant_name ? <p className="text-xs text-slate-600">{item.variant_name}</p> : null}
                <p className="font-bold text-slate-900">{formatMoney(item.price, locale)}</p>
              </div>
              <button
                type="button"
                onClick={() => wishlist.remove(item.wishlist_id)}
                className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                aria-label={t('wishlist.remove', { name: item.name })}
              >
                <Icon shape={trashIcon} className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
