import { type BuildItem, PC_MAX_QUANTITY, PC_MULTI_SLOTS, type PcSlot } from '@shop/contracts';
import type { SlotView } from '../../data/pcbuilder.server';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Img } from '../ui/img';
import { Price } from '../ui/price';
import { Text } from '../ui/text';
import { builderPath, withoutSlot, withQuantity } from './links';
import { ProblemList } from './problems';
import { partFacts, SLOT_KEY } from './texts';

const isMulti = (slot: PcSlot) => (PC_MULTI_SLOTS as readonly PcSlot[]).includes(slot);

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-slate-300 px-3 text-sm font-bold text-slate-800 hover:border-accent hover:text-accent-ink';

/** One slot of the build: its pick (or a link to choose one), quantity, change/remove, problems. */
export function SlotRow({ view, items }: { view: SlotView; items: readonly BuildItem[] }) {
  const t = useT();
  const { slot, item, problems } = view;
  const label = t(SLOT_KEY[slot]);
  const pickPath = builderPath(items, { pick: slot });
  const hasError = problems.some((p) => p.severity === 'error');
  return (
    <li
      id={`slot-${slot}`}
      data-slot={slot}
      data-filled={item ? 'true' : 'false'}
      aria-labelledby={`slot-${slot}-title`}
      className={`flex scroll-mt-20 flex-col gap-3 rounded-2xl border bg-white p-3 md:p-4 ${
        hasError ? 'border-rose-300' : 'border-slate-200'
      }`}
    >
      <h2 id={`slot-${slot}-title`} className="text-sm font-bold tracking-wide text-slate-500 uppercase">
        <Text>{label}</Text>
      </h2>
      {item ? (
        <div className="flex gap-3">
          <Img
            src={item.product.image}
            alt=""
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-xl border border-slate-100 bg-slate-50 object-contain p-1"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              to={`/product/${item.product.id}`}
              className="font-semibold break-words text-slate-900 hover:text-accent-ink hover:underline"
            >
              {item.product.name}
            </Link>
            <Price product={item.product} />
            <p className="text-xs text-slate-600">{partFacts(t, item.part).join(' · ')}</p>
            {isMulti(slot) && (
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-600">
                  <Text>{t('pcbuilder.quantity')}</Text>
                </span>
                {item.quantity > 1 ? (
                  <Link
                    to={builderPath(withQuantity(items, slot, -1))}
                    preventScrollReset
                    className={smallButton}
                    aria-label={`${t('pcbuilder.less')}: ${label}`}
                  >
                    −
                  </Link>
                ) : (
                  <span className={`${smallButton} opacity-40`} aria-hidden="true">
                    −
                  </span>
                )}
                <output
                  data-testid={`quantity-${slot}`}
                  className="min-w-6 text-center font-bold text-slate-900"
                >
                  {item.quantity}
                </output>
                {item.quantity < PC_MAX_QUANTITY ? (
                  <Link
                    to={builderPath(withQuantity(items, slot, 1))}
                    preventScrollReset
                    className={smallButton}
                    aria-label={`${t('pcbuilder.more')}: ${label}`}
                  >
                    +
                  </Link>
                ) : (
                  <span className={`${smallButton} opacity-40`} aria-hidden="true">
                    +
                  </span>
                )}
                {item.quantity > 1 && (
                  <span className="text-sm text-slate-600">
                    <Text>
                      {t('pcbuilder.lineTotal', {
                        quantity: item.quantity,
                        price: item.product.promo_price_text ?? item.product.price_text,
                        total: item.lineTotalText,
                      })}
                    </Text>
                  </span>
                )}
              </div>
            )}
            <div className="mt-1 flex flex-wrap gap-2">
              <Link to={pickPath} className={smallButton} aria-label={`${t('pcbuilder.change')}: ${label}`}>
                <Text>{t('pcbuilder.change')}</Text>
              </Link>
              <Link
                to={builderPath(withoutSlot(items, slot))}
                preventScrollReset
                className={smallButton}
                aria-label={`${t('pcbuilder.remove')}: ${label}`}
              >
                <Text>{t('pcbuilder.remove')}</Text>
              </Link>
            </div>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-slate-500">
            <Text>{t('pcbuilder.notChosen')}</Text>
          </span>
          <Link
            to={pickPath}
            className="inline-flex min-h-11 items-center rounded-xl bg-accent px-4 text-sm font-bold text-on-accent hover:bg-accent-strong"
            aria-label={`${t('pcbuilder.choose')}: ${label}`}
          >
            <Text>{t('pcbuilder.choose')}</Text>
          </Link>
        </div>
      )}
      <ProblemList problems={problems} />
    </li>
  );
}
