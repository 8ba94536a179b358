import { type BuildItem, buildToQuery } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AddBuildOutcome, BuilderView } from '../../data/pcbuilder.server';
import { type Translate, useT } from '../../i18n/i18n';
import { addManyToGuestCart } from '../../state/cart';
import { useCustomer } from '../../state/customer';
import { IDEMPOTENCY_KEY_FIELD } from '../../utils/idempotency-key';
import { Text } from '../ui/text';

/** Why the build cannot go into the cart yet, or null when it can. */
export function blockedReason(view: Pick<BuilderView, 'items' | 'summary'>, t: Translate): string | null {
  if (view.items.length === 0) return t('pcbuilder.empty');
  return view.summary.compatible ? null : t('pcbuilder.blocked');
}

/** The build's numbers beside the slots: parts, estimated power, the power supply it needs, and why it cannot be added yet. */
export function BuildFacts({ view }: { view: Pick<BuilderView, 'items' | 'summary'> }) {
  const t = useT();
  const { summary } = view;
  const reason = blockedReason(view, t);
  return (
    <section className="flex flex-col gap-1 rounded-2xl bg-slate-50 p-3 text-sm text-slate-700 md:p-4">
      <p>
        <Text>{t('pcbuilder.partCount', { count: summary.count })}</Text>
      </p>
      {summary.drawW > 0 && (
        <>
          <p data-testid="build-power">
            <Text>{t('pcbuilder.power', { watts: summary.drawW })}</Text>
          </p>
          <p>
            <Text>{t('pcbuilder.psu', { watts: summary.psuW })}</Text>
          </p>
        </>
      )}
      {reason && (
        <p id="build-add-reason" className="font-semibold text-slate-900">
          {reason}
        </p>
      )}
    </section>
  );
}

/**
 * The build's total (USD and riel, as the API sent them), kept in view, and "Add the build to
 * cart": one form for the whole build. A customer's goes to the page's action (POST
 * /api/cart/add-many, all or nothing); a guest's, with JavaScript, into the guest cart in one
 * write; a guest without JavaScript is sent to log in by the action and comes back to the build.
 * Only a build without errors may be added (BuildFacts says why not). The pick list shows the
 * total alone.
 */
export function SummaryBar({
  view,
  outcome,
  showAdd,
}: {
  view: Pick<BuilderView, 'summary' | 'slots' | 'items' | 'idempotencyKey'>;
  outcome: AddBuildOutcome | undefined;
  showAdd: boolean;
}) {
  const t = useT();
  const { loggedIn } = useCustomer();
  const navigation = useNavigation();
  const { summary, items } = view;
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const reason = blockedReason(view, t);
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
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 -mx-3 mt-2 border-t border-slate-200 bg-white/95 py-2.5 pr-16 pl-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0 md:mx-0 md:rounded-t-2xl md:border md:px-5 md:py-3"
    >
      <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between md:gap-4">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="text-sm text-slate-600">
            <Text>{t('pcbuilder.total')}</Text>
          </span>
          <strong data-testid="build-total" className="text-xl font-extrabold text-slate-900">
            {summary.totalText}
          </strong>
          <span data-testid="build-total-khr" className="text-sm text-slate-600">
            {summary.rielText}
          </span>
        </p>
        {showAdd && (
          <Form method="post" preventScrollReset onSubmit={addAsGuest} className="md:shrink-0">
            {[...buildToQuery(items)].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={view.idempotencyKey} />
            <button
              type="submit"
              disabled={reason !== null || busy}
              aria-describedby={reason ? 'build-add-reason' : undefined}
              className="min-h-12 w-full rounded-xl bg-accent px-5 font-bold text-on-accent hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 md:w-auto"
            >
              <Text>{t('pcbuilder.addToCart')}</Text>
            </button>
          </Form>
        )}
      </div>
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
            ? `✓ ${shownOutcome.count === 1 ? t('pcbuilder.addedOne') : t('pcbuilder.added', { count: shownOutcome.count })}`
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
