import { type BuildItem, buildToQuery } from '@shop/contracts';
import { Form, useSubmit } from 'react-router';
import type { PartsView } from '../../data/pcbuilder.server';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Pagination } from '../listing/pagination';
import { Img } from '../ui/img';
import { Price } from '../ui/price';
import { Text } from '../ui/text';
import { builderPath, withPart } from './links';
import { ProblemList } from './problems';
import { partFacts, SLOT_KEY } from './texts';

const fieldClass =
  'min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-accent';

/**
 * A slot's pick list: a GET form (search, brand, only parts that fit, sort) that keeps the build in
 * hidden fields, and the parts, each with its facts, the problems it would bring and a Choose link
 * that puts it in the build and goes back to it. All links and GET forms: no JavaScript needed;
 * with it, a changed filter applies at once.
 */
export function PickList({ parts, items }: { parts: PartsView; items: readonly BuildItem[] }) {
  const t = useT();
  const localize = useLocalizedPath();
  const submit = useSubmit();
  const { filter } = parts;
  const slot = filter.slot;
  const current = items.find((i) => i.slot === slot)?.product_id;
  const slotName = t(SLOT_KEY[slot]);
  const listPath = (extra: Record<string, string>) =>
    builderPath(items, {
      pick: slot,
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.brand_id ? { brand_id: String(filter.brand_id) } : {}),
      compatible: filter.compatible ? '1' : '0',
      sort: filter.sort ?? 'price_asc',
      ...extra,
    });
  return (
    <section aria-labelledby="pick-title" className="flex flex-col gap-4">
      <Link
        to={`${builderPath(items)}#slot-${slot}`}
        className="w-fit text-sm font-semibold text-accent-ink hover:underline"
      >
        ← {t('pcbuilder.back')}
      </Link>
      <h2 id="pick-title" className="text-xl font-extrabold text-slate-900">
        <Text>{t('pcbuilder.pickTitle', { slot: slotName })}</Text>
      </h2>
      <Form
        method="get"
        action={localize('/pcbuilder')}
        preventScrollReset
        role="search"
        className="grid grid-cols-2 gap-3 rounded-2xl bg-slate-50 p-3 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        onChange={(event) => {
          // Selects and the checkbox apply at once; typing waits for Search.
          const field = event.target;
          if (
            field instanceof HTMLSelectElement ||
            (field instanceof HTMLInputElement && field.type === 'checkbox')
          )
            submit(event.currentTarget, { preventScrollReset: true, replace: true });
        }}
      >
        {[...buildToQuery(items)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="pick" value={slot} />
        <label className="col-span-2 flex flex-col gap-1 text-sm font-semibold text-slate-700 lg:col-span-1">
          <Text>{t('pcbuilder.search')}</Text>
          <input
            type="search"
            id="pick-q"
            name="q"
            defaultValue={filter.q}
            maxLength={100}
            placeholder={t('pcbuilder.searchPlaceholder')}
            className={fieldClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          <Text>{t('pcbuilder.brand')}</Text>
          <select name="brand_id" defaultValue={filter.brand_id ?? ''} className={fieldClass}>
            <option value="">{t('pcbuilder.anyBrand')}</option>
            {parts.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          <Text>{t('pcbuilder.sort')}</Text>
          <select name="sort" defaultValue={filter.sort} className={fieldClass}>
            <option value="price_asc">{t('pcbuilder.sortPriceAsc')}</option>
            <option value="price_desc">{t('pcbuilder.sortPriceDesc')}</option>
            <option value="name">{t('pcbuilder.sortName')}</option>
          </select>
        </label>
        <button
          type="submit"
          className="order-last min-h-11 rounded-xl bg-accent px-5 font-bold text-on-accent hover:bg-accent-strong lg:order-none"
        >
          <Text>{t('pcbuilder.apply')}</Text>
        </button>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-700 lg:col-span-4">
          {/* Unchecked sends only this 0; checked sends 0 then 1, and the last one counts. */}
          <input type="hidden" name="compatible" value="0" />
          <input
            type="checkbox"
            name="compatible"
            value="1"
            defaultChecked={filter.compatible}
            className="size-5 accent-accent"
          />
          <Text>{t('pcbuilder.onlyCompatible')}</Text>
        </label>
      </Form>
      {filter.compatible && parts.hidden_incompatible > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600" data-testid="hidden-count">
          <Text>{t('pcbuilder.hidden', { count: parts.hidden_incompatible })}</Text>
          <Link
            to={listPath({ compatible: '0' })}
            preventScrollReset
            className="font-semibold text-accent-ink underline"
          >
            <Text>{t('pcbuilder.showAll')}</Text>
          </Link>
        </p>
      )}
      {parts.data.length === 0 ? (
        <p role="status" className="py-8 text-center text-slate-600">
          <Text>{t('pcbuilder.noParts')}</Text>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-labelledby="pick-title">
          {parts.data.map((option) => {
            const chosen = option.product.id === current;
            return (
              <li
                key={option.product.id}
                data-part={option.product.id}
                className={`flex gap-3 rounded-2xl border bg-white p-3 ${chosen ? 'border-accent ring-1 ring-accent' : 'border-slate-200'}`}
              >
                <Img
                  src={option.product.image}
                  alt=""
                  width={80}
                  height={80}
                  className="size-20 shrink-0 rounded-xl border border-slate-100 bg-slate-50 object-contain p-1"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span data-testid="part-name" className="font-semibold break-words text-slate-900">
                    {option.product.name}
                  </span>
                  <Price product={option.product} />
                  <p className="text-xs text-slate-600">{partFacts(t, option.part).join(' · ')}</p>
                  <ProblemList problems={option.problems} className="mt-1" />
                  <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                    {chosen ? (
                      <span className="text-sm font-semibold text-accent-ink">
                        ✓ {t('pcbuilder.inBuild')}
                      </span>
                    ) : (
                      <Link
                        to={`${builderPath(withPart(items, slot, option.product.id))}#slot-${slot}`}
                        className="inline-flex min-h-11 items-center rounded-xl bg-accent px-5 text-sm font-bold text-on-accent hover:bg-accent-strong"
                        aria-label={`${t('pcbuilder.chooseThis')}: ${option.product.name}`}
                      >
                        <Text>{t('pcbuilder.chooseThis')}</Text>
                      </Link>
                    )}
                    <Link
                      to={`/product/${option.product.id}`}
                      className="text-sm font-semibold text-slate-600 underline hover:text-accent-ink"
                    >
                      {t('product.specifications')}
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={parts.current_page}
        last={parts.last_page}
        href={(page) => listPath(page > 1 ? { page: String(page) } : {})}
      />
    </section>
  );
}
