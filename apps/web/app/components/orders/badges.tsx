import { useT } from '../../i18n/i18n';
import { Text } from '../ui/text';

// The badges of an order that the order list, the order detail and the print page share (a
// status pill, also the after-sale lookups'; a service line's mark). The texts come formatted and
// translated from the loader (data/orders.server.ts).

const STATUS_TONE: Record<string, string> = {
  placed: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  packed: 'bg-violet-50 text-violet-800 ring-violet-200',
  shipped: 'bg-amber-50 text-amber-900 ring-amber-200',
  out_for_delivery: 'bg-orange-50 text-orange-900 ring-orange-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  // Warranties and repair tickets (the after-sale lookups).
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  claimed: 'bg-amber-50 text-amber-900 ring-amber-200',
  received: 'bg-sky-50 text-sky-800 ring-sky-200',
  diagnosing: 'bg-sky-50 text-sky-800 ring-sky-200',
  repairing: 'bg-sky-50 text-sky-800 ring-sky-200',
  waiting_for_parts: 'bg-amber-50 text-amber-900 ring-amber-200',
  ready_for_pickup: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  collected: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/**
 * A status (of an order, a payment, a warranty or a repair ticket) as a pill, its code picking the
 * colour: small in lists, `large` as a result's headline.
 */
export function StatusBadge({ status, text, large }: { status: string; text: string; large?: boolean }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full font-semibold ring-1 ring-inset ${
        large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs'
      } ${STATUS_TONE[status] ?? 'bg-amber-50 text-amber-900 ring-amber-200'}`}
    >
      <Text>{text}</Text>
    </span>
  );
}

/** A "Service" mark on a line that is a service, not goods. */
export function ServiceBadge() {
  const t = useT();
  return (
    <span className="inline-flex items-center rounded-md bg-teal-50 px-1.5 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200 ring-inset">
      <Text>{t('orders.service')}</Text>
    </span>
  );
}
