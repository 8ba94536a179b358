import { MAX_COMPARE, parseId } from '@shop/contracts/constants';
import { formatMoney, localDigits, MESSAGES, translate } from '@shop/i18n';
import { breakKhmerWords } from '@shop/i18n/khmer-words';
import { useEffect, useRef, useState } from 'react';
import { data, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router';
import { ProductCard } from '../../components/home/product-card';
import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Img } from '../../components/ui/img';
import { Price } from '../../components/ui/price';
import { Text } from '../../components/ui/text';
import { apiContext, shopContext } from '../../context.server';
import { errorResponse, pathId, requireApi } from '../../data/errors.server';
import { addToCartForm } from '../../data/product-cart.server';
import { servicesContext } from '../../data/services.server';
import { useLocalizedPath, useT, useUrlLocale } from '../../i18n/i18n';
import { log, reason } from '../../log.server';
import { addToGuestCart } from '../../state/cart';
import { addToCompare } from '../../state/compare';
import { useCustomer } from '../../state/customer';
import { useFeedback } from '../../state/feedback';
import { useDeferred } from '../../utils/deferred';
import { cardProduct, priceTexts } from '../../utils/money';
import { absoluteUrl, localeLinks, openGraph } from '../../utils/seo';
import { useCartFetcher } from '../resources/cart.optimistic';
import { useWishlistFetcher } from '../resources/wishlist.optimistic';
import type { Route } from './+types/product';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, locale, image, jsonLd } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    ...localeLinks(origin, path, locale),
    ...openGraph({ title, description, url: `${origin}${path}`, image, type: 'product' }),
    { 'script:ld+json': jsonLd },
  ];
}

/** Plain text of a description, cut for a meta description. */
function summary(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** The variant made of these options (one id per option type, in the types' order). */
function variantOf<V extends { option_ids: number[] }>(variants: V[], optionIds: number[]): V | undefined {
  return variants.find(
    (variant) =>
      variant.option_ids.length === optionIds.length &&
      variant.option_ids.every((id, i) => id === optionIds[i]),
  );
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = pathId(params.id);
  // The variant the address names (`?variant=`, a shared link, a page without JavaScript): its
  // options are the chosen ones, its price the page's. Another product's or an unknown one: the default.
  const wanted = parseId(new URL(request.url).searchParams.get(VARIANT_PARAM));
  const shop = context.get(shopContext);
  const { catalogue } = context.get(servicesContext);
  const ctx = apiContext(shop);
  const product = await requireApi(() => catalogue.product(ctx, id), shop.locale, 'product');
  if (!product) throw data(null, { status: 404 });
  // Not waited for: the page goes out with the product, its related products follow in the same
  // response (deferred data). Without them (the call failed) the page has no such section.
  const related = catalogue
    .related(ctx, product.category_id, product.id)
    .then((list) => list.map((p) => cardProduct(p, shop.locale)))
    .catch((error: unknown) => {
      log.warn({ reason: reason(error) }, 'related products failed');
      return [];
    });
  const messages = MESSAGES[shop.locale];
  const specLabels = messages.specs as Record<string, string>;
  const path = `/product/${product.id}`;
  const images = product.images.length > 0 ? product.images : [product.image];
  // Every variant (a combination of options) with its prices and stock, as the API sent them,
  // the prices written out here.
  const variants = product.variants.map((variant) => ({
    option_ids: variant.option_ids,
    name: variant.name ?? product.variant_name,
    variant_option_id: variant.variant_option_id,
    price: variant.price,
    promo_price: variant.promo_price,
    paid_price: variant.paid_price,
    discount_percent: variant.discount_percent,
    stock: variant.stock,
    ...priceTexts(variant, shop.locale),
  }));
  const named = variants.find((v) => v.variant_option_id === wanted && v.option_ids.length > 0);
  const optionTypes = product.variant_option_type.map((type) => ({
    id: type.id,
    name: type.name,
    selected: type.data.find((option) => named?.option_ids.includes(option.id))?.id ?? type.selected.id,
    options: type.data.map((option) => ({
      id: option.id,
      name: option.name,
      delta_text:
        option.price_delta === 0
          ? null
          : `${option.price_delta > 0 ? '+' : '−'}${formatMoney(Math.abs(option.price_delta), shop.locale)}`,
    })),
  }));
  const defaultVariant =
    variantOf(
      variants,
      optionTypes.map((type) => type.selected),
    ) ?? variants[0];
  if (!defaultVariant) {
    log.error({ product: product.id }, 'a product came without its variants');
    throw errorResponse('unavailable', shop.locale);
  }
  const offerPrice = defaultVariant.paid_price;
  const khmerLines = (text: string) => (shop.locale === 'kh' ? breakKhmerWords(text) : text);
  return {
    product: {
      id: product.id,
      name: product.name,
      image: product.image,
      brand: product.brand,
      unit: product.unit.name,
      // The long Khmer texts carry their line breaks (words found on the server, issue 14 part 6).
      description: khmerLines(product.description),
      images,
      specifications: product.specifications.map((s) => ({
        key: s.key,
        label: specLabels[s.key] ?? s.key,
        value: khmerLines(s.value),
      })),
      optionTypes,
      variants,
      defaultVariant,
    },
    related,
    categoryId: product.category_id,
    seo: {
      title: translate(messages, 'meta.listingTitle', { name: product.name, shop: shop.store.name }),
      description:
        summary(product.description) ||
        translate(messages, 'meta.productDescription', {
          name: product.name,
          shop: shop.store.name,
          price: formatMoney(offerPrice, shop.locale),
        }),
      origin: shop.origin,
      path,
      locale: shop.locale,
      image: images[0],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        image: images.map((image) => absoluteUrl(shop.origin, image)),
        description: summary(product.description, 500) || undefined,
        sku: String(product.id),
        brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
        offers: {
          '@type': 'Offer',
          url: `${shop.origin}${path}`,
          priceCurrency: 'USD',
          price: offerPrice.toFixed(2),
          availability: `https://schema.org/${defaultVariant.stock > 0 ? 'InStock' : 'OutOfStock'}`,
          seller: { '@type': 'Organization', name: shop.store.name },
        },
      },
    },
  };
}

/**
 * The product form posted as a plain form (no JavaScript yet, or none): "Add to cart", "Add to
 * wishlist" or "Buy now", each with the chosen variant (data/product-cart.server.ts).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const chosen = await chosenVariant(context, params.id, form);
  if (chosen !== undefined) form.set('variant_option_id', chosen);
  return addToCartForm({ request, context }, params.id, form);
}

/**
 * Without JavaScript the option pickers post their choices (`variant-<type id>`, the radios belong
 * to the add-to-cart form): the variant made of them, or "none" (a 400 naming variant_option_id)
 * for a combination the product does not sell. Undefined when no choice was posted.
 */
async function chosenVariant(
  context: Route.ActionArgs['context'],
  productId: string,
  form: FormData,
): Promise<string | undefined> {
  if (![...form.keys()].some((key) => key.startsWith('variant-'))) return undefined;
  const id = parseId(productId);
  if (id === null) return undefined;
  const shop = context.get(shopContext);
  const { catalogue } = context.get(servicesContext);
  const product = await requireApi(() => catalogue.product(apiContext(shop), id), shop.locale, 'product');
  if (!product) throw data(null, { status: 404 });
  const optionIds = product.variant_option_type.map((type) => {
    return parseId(form.get(`variant-${type.id}`)) ?? type.selected.id;
  });
  return String(variantOf(product.variants, optionIds)?.variant_option_id ?? 'none');
}

/**
 * The product form (add to cart, buy now, add to wishlist: its buttons' `intent`), which the option
 * pickers' radios belong to (they stand outside it).
 */
const ADD_TO_CART_FORM = 'add-to-cart';

/** The query parameter that names the chosen variant (its `variant_option_id`). */
const VARIANT_PARAM = 'variant';

/**
 * Choosing a variant writes it into the address (`?variant=`) without asking the loaders again:
 * the page has every variant's price and stock already.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl } = args;
  if (args.formMethod || currentUrl.pathname !== nextUrl.pathname) return args.defaultShouldRevalidate;
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(VARIANT_PARAM);
    return params.toString();
  };
  return without(currentUrl) === without(nextUrl) ? false : args.defaultShouldRevalidate;
}

/** The test id of the line telling how a form sent without script went, by its intent. */
const OUTCOME_TEST_IDS = {
  cart: 'add-to-cart-outcome',
  wishlist: 'wishlist-outcome',
  'buy-now': 'buy-now-outcome',
} as const;

/** At or below this stock the page says how many are left. */
const LOW_STOCK = 5;

const button =
  'flex h-12 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors';

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { notify } = useFeedback();
  const { loggedIn } = useCustomer();
  const wish = useWishlistFetcher();
  const cartAdd = useCartFetcher();
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const locale = useUrlLocale();
  const { product, categoryId } = loaderData;
  const related = useDeferred(loaderData.related);

  // Each answer is told once: the layout's revalidation after a wishlist add brings new messages
  // (a new `t`), which must not tell the cart's earlier answer again over the wishlist's.
  const told = useRef(new WeakSet<object>());
  // The wishlist's answer, in the notification bar: 'Added to wishlist' or 'please login first'.
  // Told as soon as the action answers, not after the page's data has been reloaded behind it
  // (on a slow phone that reload is the longer part).
  useEffect(() => {
    if (wish.state === 'submitting' || !wish.data || told.current.has(wish.data)) return;
    told.current.add(wish.data);
    notify(wish.data.message, wish.data.ok ? 'success' : 'error');
  }, [wish.state, wish.data, notify]);
  // The server cart's answer (a customer's add; the badge counted it at once).
  useEffect(() => {
    if (cartAdd.state === 'submitting' || !cartAdd.data || told.current.has(cartAdd.data)) return;
    told.current.add(cartAdd.data);
    if (cartAdd.data.ok) notify(t('product.addedToCart'), 'success');
    else notify(cartAdd.data.message, 'error');
  }, [cartAdd.state, cartAdd.data, notify, t]);
  const [image, setImage] = useState(0);
  const [selected, setSelected] = useState<Record<number, number>>(() =>
    Object.fromEntries(product.optionTypes.map((type) => [type.id, type.selected])),
  );
  // The variant of the selected option of each type, with the prices the API gave it.
  const variant =
    variantOf(
      product.variants,
      product.optionTypes.map((type) => selected[type.id] ?? type.selected),
    ) ?? product.defaultVariant;
  const percent = variant.discount_percent;
  const soldOut = variant.stock < 1;
  /** Picks an option: the variant it makes is the page's, and the address's (`?variant=`). */
  function choose(typeId: number, optionId: number) {
    const next = { ...selected, [typeId]: optionId };
    setSelected(next);
    const made = variantOf(
      product.variants,
      product.optionTypes.map((type) => next[type.id] ?? type.selected),
    );
    if (!made) return;
    const params = new URLSearchParams(location.search);
    params.set(VARIANT_PARAM, String(made.variant_option_id));
    navigate({ search: `?${params}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  }

  /** Whether picking this option, the other choices kept, lands on a sold-out (or missing) variant. */
  function soldOutWith(typeId: number, optionId: number) {
    const chosen = product.optionTypes.map((type) =>
      type.id === typeId ? optionId : (selected[type.id] ?? type.selected),
    );
    return (variantOf(product.variants, chosen)?.stock ?? 0) < 1;
  }

  function addToCart() {
    if (soldOut) return;
    if (loggedIn) {
      cartAdd.submit({
        intent: 'add',
        product_id: product.id,
        quantity: 1,
        variant_option_id: variant.variant_option_id,
      });
      return;
    }
    addToGuestCart({
      id: product.id,
      name: product.name,
      image: product.images[0] ?? product.image,
      price: variant.paid_price,
      variant_name: variant.name,
      variant_option_id: variant.variant_option_id,
      unit: { name: product.unit },
      note: null,
    });
    notify(t('product.addedToCart'), 'success');
  }

  function addToWishlist() {
    wish.submit({
      intent: 'add',
      product_id: product.id,
      quantity: 1,
      variant_option_id: variant.variant_option_id,
    });
  }

  /** The buy-now checkout of the chosen variant (the action redirects a form sent without script there). */
  function buyNow() {
    if (soldOut) return;
    navigate(localize(`/buynow/${product.id}?quantity=1&variant_option_id=${variant.variant_option_id}`));
  }

  function compare() {
    const result = addToCompare(product.id);
    if (result === 'max') notify(t('notify.compareMax', { max: localDigits(MAX_COMPARE, locale) }), 'error');
    else if (result === 'exists') notify(t('notify.compareExists'), 'error');
    else notify(t('product.addedToCompare'), 'success');
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 md:px-6 md:py-8">
      <Breadcrumbs crumbs={[{ name: product.name }]} />
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
        <section aria-label={t('product.gallery')}>
          <div className="relative aspect-square overflow-hidden rounded-3xl border border-slate-200 bg-slate-50">
            <Img
              src={product.images[image]}
              alt={product.name}
              width={640}
              height={640}
              loading="eager"
              fetchPriority="high"
              className="size-full object-contain p-6"
            />
            {percent ? (
              <span className="absolute top-3 left-3 rounded-md bg-rose-600 px-2 py-1 text-sm font-bold text-white">
                <Text>{t('home.discount', { percent })}</Text>
              </span>
            ) : null}
          </div>
          {product.images.length > 1 ? (
            <ul className="scrollbar-none mt-3 flex gap-2 overflow-x-auto">
              {product.images.map((src, i) => (
                <li key={src} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => setImage(i)}
                    aria-pressed={i === image}
                    aria-label={t('product.showImage', { number: i + 1 })}
                    className={`grid size-18 place-items-center rounded-xl border-2 bg-slate-50 p-1 ${i === image ? 'border-accent' : 'border-transparent hover:border-slate-300'}`}
                  >
                    <Img src={src} alt="" width={64} height={64} className="size-16 object-contain" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section className="flex flex-col gap-4">
          {product.brand ? (
            <Link
              to={`/category?brand_id=${product.brand.id}`}
              className="-my-3 inline-flex min-h-11 w-fit items-center text-sm font-semibold text-accent-ink hover:underline"
            >
              {product.brand.name}
            </Link>
          ) : null}
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-slate-900 md:text-3xl">
            {product.name}
          </h1>
          <div data-testid="product-price">
            <Price product={variant} size="lg" />
          </div>
          {soldOut ? (
            <p data-testid="product-stock" className="text-sm font-semibold text-rose-700">
              <Text>{t('product.outOfStock')}</Text>
            </p>
          ) : variant.stock <= LOW_STOCK ? (
            <p data-testid="product-stock" className="text-sm font-medium text-amber-700">
              <Text>{t('product.onlyLeft', { count: variant.stock })}</Text>
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            <Text>{t('product.unit')}</Text>:{' '}
            <span className="font-medium text-slate-800">{product.unit}</span>
          </p>

          {product.optionTypes.map((type) => (
            <fieldset key={type.id} className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">
                {type.name}:{' '}
                <span className="font-normal text-slate-600">
                  {type.options.find((o) => o.id === (selected[type.id] ?? type.selected))?.name}
                </span>
              </legend>
              <div className="flex flex-wrap gap-2">
                {type.options.map((option) => (
                  <label
                    key={option.id}
                    data-sold-out={soldOutWith(type.id, option.id) || undefined}
                    className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent data-sold-out:text-slate-400 data-sold-out:line-through"
                  >
                    <input
                      type="radio"
                      name={`variant-${type.id}`}
                      form={ADD_TO_CART_FORM}
                      value={option.id}
                      checked={selected[type.id] === option.id}
                      onChange={() => choose(type.id, option.id)}
                      className="sr-only"
                    />
                    {option.name}
                    {option.delta_text ? (
                      <span className="ml-1 text-xs text-slate-500">{option.delta_text}</span>
                    ) : null}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}

          {/* A plain form until hydrated (and without JavaScript): the action adds to the server
              cart or the wishlist, or goes to buy now, with the chosen variant (a guest is sent to
              log in and back). Hydrated: the guest cart, the fetchers, or the buy-now page. */}
          <form
            id={ADD_TO_CART_FORM}
            method="post"
            className="mt-2 grid grid-cols-2 gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const submitter = (event.nativeEvent as SubmitEvent).submitter;
              const intent = submitter instanceof HTMLButtonElement ? submitter.value : '';
              if (intent === 'buy-now') buyNow();
              else if (intent === 'wishlist') addToWishlist();
              else addToCart();
            }}
          >
            <input type="hidden" name="quantity" value="1" />
            <input type="hidden" name="variant_option_id" value={variant.variant_option_id} />
            <button
              type="submit"
              name="intent"
              value="cart"
              disabled={soldOut}
              className={`${button} bg-accent text-on-accent hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50`}
            >
              <Text>{t('product.addToCart')}</Text>
            </button>
            <button
              type="submit"
              name="intent"
              value="buy-now"
              disabled={soldOut}
              className={`${button} bg-slate-900 text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:opacity-50`}
            >
              <Text>{t('product.buyNow')}</Text>
            </button>
            {loggedIn ? (
              <button
                type="submit"
                name="intent"
                value="wishlist"
                disabled={wish.state !== 'idle'}
                className={`${button} border border-slate-200 text-slate-800 hover:bg-slate-50`}
              >
                <Text>{t('product.wishlist')}</Text>
              </button>
            ) : (
              // A guest: the wishlist page says 'please login first', with a link to log in and
              // come back to this product (a link: it works before and without JavaScript).
              <Link
                to={`/wishlist?product=${product.id}`}
                rel="nofollow"
                className={`${button} border border-slate-200 text-slate-800 hover:bg-slate-50`}
              >
                <Text>{t('product.wishlist')}</Text>
              </Link>
            )}
            <button
              type="button"
              onClick={compare}
              className={`${button} border border-slate-200 text-slate-800 hover:bg-slate-50`}
            >
              <Text>{t('product.compare')}</Text>
            </button>
          </form>
          {actionData ? (
            <p
              role="status"
              data-testid={OUTCOME_TEST_IDS[actionData.intent]}
              className={`text-sm font-semibold ${actionData.ok ? 'text-emerald-700' : 'text-rose-700'}`}
            >
              {actionData.message}
            </p>
          ) : null}
        </section>
      </div>

      {product.specifications.length > 0 ? (
        <section aria-labelledby="product-specs" className="mt-10">
          <h2 id="product-specs" className="mb-3 text-xl font-extrabold text-slate-900">
            <Text>{t('product.specifications')}</Text>
          </h2>
          <table className="w-full overflow-hidden rounded-2xl text-sm ring-1 ring-slate-200">
            <tbody>
              {product.specifications.map((spec) => (
                <tr key={spec.key} className="border-b border-slate-100 last:border-0 even:bg-slate-50">
                  <th scope="row" className="w-2/5 px-4 py-2.5 text-left font-medium text-slate-600">
                    {spec.label}
                  </th>
                  <td className="px-4 py-2.5 text-slate-900">{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {product.description ? (
        <section aria-labelledby="product-description" className="mt-10">
          <h2 id="product-description" className="mb-3 text-xl font-extrabold text-slate-900">
            <Text>{t('product.description')}</Text>
          </h2>
          <p className="max-w-3xl whitespace-pre-line text-slate-700">{product.description}</p>
        </section>
      ) : null}

      {related.state === 'waiting' ? (
        // Until they come: their place. Without JavaScript (which never draws them), a link to the
        // products of the same category.
        <div className="mt-12">
          <noscript>
            <Link to={`/category?cat_id=${categoryId}`} className="font-semibold text-slate-900 underline">
              <Text>{t('product.related')}</Text>
            </Link>
          </noscript>
          <ul
            aria-hidden="true"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 [@media(scripting:none)]:hidden"
          >
            {[0, 1, 2, 3].map((i) => (
              <li
                key={i}
                className={`aspect-[3/4] rounded-2xl bg-slate-100 ${i > 1 ? 'hidden sm:block' : ''}`}
              />
            ))}
          </ul>
        </div>
      ) : related.state === 'ready' && related.value.length > 0 ? (
        <section aria-labelledby="product-related" className="mt-12">
          <h2 id="product-related" className="mb-4 text-xl font-extrabold text-slate-900">
            <Text>{t('product.related')}</Text>
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
            {related.value.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
