import { CartAddBodySchema } from '@shop/contracts';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { heartIcon } from '../../components/layout/chrome-icons';
import { Link } from '../../components/link';
import { EmptyPage } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { Text } from '../../components/ui/text';
import { WishlistLine } from '../../components/wishlist/wishlist-line';
import { sessionContext, shopContext } from '../../context.server';
import { customerIntent } from '../../data/api-errors.server';
import { useI18n } from '../../i18n/i18n';
import { useWishlist } from '../../state/wishlist';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/wishlist';

// The wishlist as a page (issue 14, part 5): where the header's and the bottom bar's wishlist and a
// guest's "Add to wishlist" lead, with or without JavaScript. A guest reads 'please login first'
// and a link to log in that comes back here (or to the product, `?product=<id>`); a customer sees
// the wishlist the root loader read, each line with its add to cart and remove: forms posting to
// this page's action, so they work without JavaScript too (hydrated, the fetchers take them).

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

const IntentSchema = z.discriminatedUnion('intent', [
  z
    .object({ intent: z.literal('cart') })
    .extend(CartAddBodySchema.pick({ product_id: true, variant_option_id: true }).shape),
  z.object({ intent: z.literal('remove'), wishlist_id: z.coerce.number().int().positive() }),
]);

export interface WishlistOutcome {
  ok: boolean;
  message: string;
}

/**
 * A wishlist line's forms sent without script (WishlistLine): `cart` adds one of the wished
 * variant to the customer's server cart, `remove` takes the line off the wishlist (the page then
 * reads the wishlist again). A guest is sent to log in and back here.
 */
export async function action(args: Route.ActionArgs) {
  const locale = args.context.get(shopContext).locale;
  const back = localizePath('/wishlist', locale);
  const toLogin = `${localizePath('/login', locale)}?redirect=${encodeURIComponent(back)}`;
  return customerIntent(
    args,
    IntentSchema,
    'wishlist page',
    async (input, { account, ctx, caller, messages }) => {
      if (input.intent === 'remove') {
        await account.wishlistRemove(ctx, caller, input.wishlist_id);
        return data<WishlistOutcome>({ ok: true, message: translate(messages, 'wishlist.removed') });
      }
      const line = { product_id: input.product_id, variant_option_id: input.variant_option_id, quantity: 1 };
      await account.cartAdd(ctx, caller, line);
      return data<WishlistOutcome>({ ok: true, message: translate(messages, 'product.addedToCart') });
    },
    {
      answer: (ok, message, status) => data<WishlistOutcome>({ ok, message }, { status }),
      loginFirst: () => {
        throw redirect(toLogin);
      },
      conflict: 'formError.stock',
    },
  );
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { guest, back } = loaderData;
  const wishlist = useWishlist();
  const redirect = `?redirect=${encodeURIComponent(back)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 md:px-6 md:py-10">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('wishlist.title')}</Text>
      </h1>
      {actionData ? (
        <p
          role="status"
          data-testid="wishlist-outcome"
          className={`mb-4 text-sm font-semibold ${actionData.ok ? 'text-emerald-700' : 'text-rose-700'}`}
        >
          {actionData.message}
        </p>
      ) : null}
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
            <WishlistLine key={item.wishlist_id} item={item} className="flex items-center gap-3 p-3" />
          ))}
        </ul>
      )}
    </div>
  );
}
