import { type BuildItem, buildToQuery } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AddBuildOutcome, BuilderView } from '../../data/pcbuilder.server';
import { useT } from '../../i18n/i18n';
import { addManyToGuestCart } from '../../state/cart';
import { useCustomer } from '../../state/customer';
import { IDEMPOTENCY_KEY_FIELD } from '../../utils/idempotency-key';

/**
 * The build's total (USD and riel, as the API sent them), its power, and "Add the build to cart":
 * one form for the whole build. A customer's goes to the page's action (POST /api/cart/add-many,
 * all or nothing); a guest's, with JavaScript, into the guest cart in one write; a guest without
 * JavaScript is sent to log in by the action and comes back to the build. Only a build without
 * errors may be added (the reason is shown beside the disabled button).
 */
export function SummaryBar({
  view,
  outcome,
}: {
  view: Pick<BuilderView, 'summary' | 'slots' | 'items' | 'idempotencyKey'>;
  outcome: AddBuildOutcome | undefined;
}) {
  const t = useT();
  const { loggedIn } = useCustomer();
  const navigation = useNavigation();
  const { summary, items } = view;
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const reason =
    items.length === 0 ? t('pcbuilder.empty') : summary.compatible ? null : t('pcbuilder.blocked');
  const [guestAdded, setGuestAdded] = useGuestAdded(items);

  function addAsGuest(event: FormEvent<HTMLFormElement>) {
    if (loggedIn) return;
    event.preventDefault();
    addManyToGuestCart(view.slots.flatMap((s) => (s.item ? [s.item.guestLine] : [])));
    setGuestAdded(summary.count);
  }

  const shownOutcome: AddBuildOutcome | undefined =
    guestAdded !== null ? { ok: true, count: guestAdded } : outcome;
  return (
    <section
      aria-label={t('pcbuilder.total')}
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 -mx-3 mt-6 border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0 md:mx-0 md:rounded-t-2xl md:border md:px-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm text-slate-600">{t('pcbuilder.total')}</span>
            <strong data-testid="build-total" className="text-xl font-extrabold text-slate-900">
              {summary.totalText}
            </strong>
            <span data-testid="build-total-khr" className="text-sm text-slate-600">
              {summary.rielText}
            </span>
          </p>
          <p className="text-xs text-slate-600">
            {t('pcbuilder.partCount', { count: summary.count })}
            {summary.drawW > 0 && (
              <>
                {' · '}
                <span data-testid="build-power">{t('pcbuilder.power', { watts: summary.drawW })}</span>
                {' · '}
                {t('pcbuilder.psu', { watts: summary.psuW })}
              </>
            )}
          </p>
        </div>
        <Form method="post" preventScrollReset onSubmit={addAsGuest} className="w-full sm:w-auto">
          {[...buildToQuery(items)].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={view.idempotencyKey} />
          <button
            type="submit"
            disabled={reason !== null || busy}
            aria-describedby={reason ? 'build-add-reason' : undefined}
            className="min-h-12 w-full rounded-xl bg-accent px-5 font-bold text-on-accent hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 sm:w-auto"
          >
            {t('pcbuilder.addToCart')}
          </button>
        </Form>
      </div>
      {reason && (
        <p id="build-add-reason" className="mt-2 text-sm text-slate-700">
          {reason}
        </p>
      )}
      {shownOutcome && (
        <p
          role={shownOutcome.ok ? 'status' : 'alert'}
          data-testid="build-added"
          data-ok={shownOutcome.ok ? 'true' : 'false'}
          className={`mt-2 rounded-lg px-3 py-2 text-sm font-semibold ${
            shownOutcome.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'
          }`}
        >
          {shownOutcome.ok
            ? `✓ ${t('pcbuilder.added', { count: shownOutcome.count })}`
            : shownOutcome.message}
        </p>
      )}
    </section>
  );
}

/** The guest's "added" message, for the build it was added as (a changed build forgets it). */
function useGuestAdded(items: readonly BuildItem[]) {
  const key = buildToQuery(items).toString();
  const [added, setAdded] = useState<{ key: string; count: number } | null>(null);
  return [
    added && added.key === key ? added.count : null,
    (count: number) => setAdded({ key, count }),
  ] as const;
}
