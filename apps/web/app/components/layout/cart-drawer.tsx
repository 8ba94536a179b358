import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../i18n/i18n';
import { useCart } from '../../state/cart';
import { useDrawers } from '../../state/drawers';
import { useGuestCartNames } from '../../state/guest-cart-names';
import { Link } from '../link';
import { Drawer } from '../ui/drawer';
import { EmptyDrawer } from '../ui/empty-state';
import { Icon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/text';
import { bagIcon, minusIcon, plusIcon, trashIcon } from './drawer-icons';

const stepper =
  'grid size-11 place-items-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * The cart drawer: the server cart of a logged-in customer, or the guest cart kept in the browser.
 * A line's price is its grand total (quantity × price for a guest line). A guest's lines are named
 * in the page's language by the API (useGuestCartNames).
 */
export function CartDrawer() {
  const { locale, t } = useI18n();
  const { drawer, closeDrawer } = useDrawers();
  const cart = useCart();
  // A guest's lines in the page's language (the browser kept those of the language they were added in).
  useGuestCartNames();
  const empty = cart.count === 0;

  const footer = (
    <div className="border-t border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-baseline justify-between">
        <span className="text-sm font-medium text-slate-600">
          <Text>{t('cart.total')}</Text>
        </span>
        <span className="text-lg font-bold text-slate-900">{formatMoney(cart.total, locale)}</span>
      </div>
      {empty ? (
        <button
          type="button"
          disabled
          className="w-full cursor-not-allowed rounded-xl bg-slate-200 px-4 py-3 font-semibold text-slate-500"
        >
          <Text>{t('cart.checkout')}</Text>
        </button>
      ) : (
        <Link
          to="/checkout"
          className="block w-full rounded-xl bg-accent px-4 py-3 text-center font-semibold text-on-accent hover:bg-accent-strong"
        >
          <Text>{t('cart.checkout')}</Text>
        </Link>
      )}
    </div>
  );

  return (
    <Drawer
      open={drawer === 'cart'}
      onClose={closeDrawer}
      side="right"
      title={t('cart.title')}
      footer={footer}
    >
      {cart.unavailable.length ? (
        <section aria-labelledby="cart-unavailable" className="border-b border-amber-200 bg-amber-50 p-4">
          <h3 id="cart-unavailable" className="text-sm font-semibold text-amber-900">
            <Text>{t('cart.unavailableTitle')}</Text>
          </h3>
          <ul className="mt-2 space-y-2">
            {cart.unavailable.map((line) => (
              <li key={line.lineId} className="flex items-start gap-2" data-testid="cart-unavailable">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="line-clamp-2 font-medium text-slate-900">{line.name}</p>
                  <p className="text-amber-900">
                    <Text>
                      {t(line.reason === 'variant' ? 'cart.unavailableVariant' : 'cart.unavailableProduct')}
                    </Text>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => cart.removeUnavailable(line.lineId)}
                  className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                  aria-label={t('cart.remove', { name: line.name })}
                >
                  <Icon shape={trashIcon} className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {cart.lines.length === 0 ? (
        <EmptyDrawer
          icon={bagIcon}
          tone="bg-slate-100 text-slate-400"
          title={t('cart.empty')}
          hint={t('cart.emptyHint')}
        >
          <button
            type="button"
            onClick={closeDrawer}
            className="mt-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Text>{t('cart.continueShopping')}</Text>
          </button>
        </EmptyDrawer>
      ) : (
        <ul className="divide-y divide-slate-100">
          {cart.lines.map((line, index) => (
            <li key={line.key} className="flex gap-3 p-4" data-testid="cart-line">
              <Img
                src={line.image}
                alt=""
                width={72}
                height={72}
                className="size-18 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={`/product/${line.id}`}
                    className="line-clamp-2 text-sm font-medium text-slate-900 hover:underline"
                  >
                    {line.name}
                  </Link>
                  <button
                    type="button"
                    onClick={() => cart.removeLine(index)}
                    className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                    aria-label={t('cart.remove', { name: line.name })}
                  >
                    <Icon shape={trashIcon} className="size-4" />
                  </button>
                </div>
                <dl className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                  {line.variant_name ? (
                    <div className="flex gap-1">
                      <dt>
                        <Text>{t('cart.variant')}</Text>:
                      </dt>
                      <dd>{line.variant_name}</dd>
                    </div>
                  ) : null}
                  {line.unit ? (
                    <div className="flex gap-1">
                      <dt>
                        <Text>{t('cart.unit')}</Text>:
                      </dt>
                      <dd>{line.unit.name}</dd>
                    </div>
                  ) : null}
                  <div className="flex gap-1">
                    <dt>
                      <Text>{t('cart.price')}</Text>:
                    </dt>
                    <dd>{formatMoney(line.price, locale)}</dd>
                  </div>
                  {line.note ? (
                    <div className="flex w-full gap-1">
                      <dt>
                        <Text>{t('cart.note')}</Text>:
                      </dt>
                      <dd>{line.note}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="mt-2 flex items-center justify-between">
                  <div className="flex items-center overflow-hidden rounded-lg border border-slate-300">
                    <button
                      type="button"
                      className={stepper}
                      onClick={() => cart.changeQuantity(index, -1)}
                      disabled={line.quantity <= 1}
                      aria-label={t('cart.decrease', { name: line.name })}
                    >
                      <Icon shape={minusIcon} className="size-4" />
                    </button>
                    <span className="min-w-10 text-center text-sm font-semibold tabular-nums">
                      <span className="sr-only">{t('cart.quantity')}: </span>
                      <span data-testid="line-quantity">{line.quantity}</span>
                    </span>
                    <button
                      type="button"
                      className={stepper}
                      onClick={() => cart.changeQuantity(index, 1)}
                      aria-label={t('cart.increase', { name: line.name })}
                    >
                      <Icon shape={plusIcon} className="size-4" />
                    </button>
                  </div>
                  <span className="font-bold text-slate-900 tabular-nums">
                    {formatMoney(line.total, locale)}
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
