import { useEffect, useRef, useState } from 'react';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { useFeedback } from '../../state/feedback';
import { Text } from '../ui/text';

/** A payment the storefront server started (routes/resources/payment.ts answers it). */
export interface StartedPayment {
  payment_id: number;
  amount_text: string;
  expires_at: string;
  /** The KHQR as SVG markup from our API (shown inline: CSP's img-src has no data:). */
  qr_svg: string | null;
  link_url: string | null;
}

function mmss(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The KHQR of a payment: the code, the amount and the time left. Its status is asked every
 * PAYMENT_POLL_MS until paid (a failed check counts as pending); asking stops when the panel
 * goes (the shopper leaves the page or cancels) or the code expires (then a new code can be made).
 * In the sandbox a "Simulate payment" button pays it.
 */
export function KhqrPanel({
  payment,
  sandbox,
  submitting,
  pollMs,
  onPaid,
  onRenew,
  onClose,
}: {
  payment: StartedPayment;
  /** The payments are simulated (vendor info): a "Simulate payment" button pays this one. */
  sandbox: boolean;
  submitting: boolean;
  /** PAYMENT_POLL_MS, sent by the loader (the contracts' module would bring Zod to the page). */
  pollMs: number;
  onPaid(paymentId: number): void;
  onRenew(): void;
  onClose(): void;
}) {
  const t = useT();
  const { notify } = useFeedback();
  const localize = useLocalizedPath();
  const [now, setNow] = useState(() => Date.now());
  const [paid, setPaid] = useState(false);
  // The API said the payment can no longer be paid (expired or failed), before this clock did.
  const [ended, setEnded] = useState(false);
  const expiresAt = Date.parse(payment.expires_at);
  const expired = !paid && (ended || now >= expiresAt);
  const endpoint = localize('/api/payment');
  const dialogRef = useRef<HTMLElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = submitting ? () => {} : onClose;

  // Focus moves into the dialog; Escape closes it (as the page's drawers do).
  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (paid || expired) return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      const body = new URLSearchParams({ intent: 'check', payment_id: String(payment.payment_id) });
      const answer = await fetch(endpoint, { method: 'POST', body })
        .then((res) => res.json() as Promise<{ status?: string; ended?: boolean }>)
        .catch(() => ({ status: 'pending', ended: false }));
      if (stopped) return;
      if (answer.status === 'paid') setPaid(true);
      else if (answer.ended) setEnded(true);
    }, pollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [paid, expired, endpoint, payment.payment_id, pollMs]);

  // Once per payment: the latest onPaid (a new function each render) submits the order.
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  useEffect(() => {
    if (paid) onPaidRef.current(payment.payment_id);
  }, [paid, payment.payment_id]);

  async function simulate() {
    const body = new URLSearchParams({ intent: 'simulate', payment_id: String(payment.payment_id) });
    const answer = await fetch(endpoint, { method: 'POST', body })
      .then((res) => res.json() as Promise<{ ok?: boolean; message?: string; status?: string }>)
      .catch(() => null);
    if (answer?.status === 'paid') setPaid(true);
    else if (!answer?.ok) notify(answer?.message || t('notify.somethingWrong'), 'error');
  }

  return (
    <div className="fixed inset-0 z-[70] flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4">
      <section
        ref={dialogRef}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="khqr-title"
        className="flex max-h-full w-full max-w-sm flex-col items-center gap-3 overflow-y-auto rounded-t-3xl bg-white p-5 text-center outline-none sm:rounded-3xl"
      >
        <h2 id="khqr-title" className="text-lg font-bold text-slate-900">
          <Text>{t('checkout.qrTitle')}</Text>
        </h2>
        <p className="text-sm text-slate-600">
          <Text>{t('checkout.qrHint')}</Text>
        </p>
        {payment.qr_svg ? (
          <div
            role="img"
            aria-label={t('checkout.qrAlt', { amount: payment.amount_text })}
            data-testid="khqr"
            className={`w-64 max-w-full rounded-2xl border border-slate-200 bg-white p-2 [&_svg]:block [&_svg]:h-auto [&_svg]:w-full ${expired ? 'opacity-25' : ''}`}
            // The SVG markup comes from our API's own KHQR encoder.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our API's SVG, no script
            dangerouslySetInnerHTML={{ __html: payment.qr_svg }}
          />
        ) : null}
        <p className="text-sm text-slate-600">
          <Text>{t('checkout.amount')}</Text>:{' '}
          <strong className="text-xl text-slate-900">{payment.amount_text}</strong>
        </p>
        <p aria-live="polite" className="text-sm font-medium text-slate-700">
          {paid ? (
            t('checkout.paid')
          ) : expired ? (
            t('checkout.expired')
          ) : (
            <>
              <span className="block">
                <Text>{t('checkout.expiresIn', { time: mmss(expiresAt - now) })}</Text>
              </span>
              <span className="block">
                <Text>{t('checkout.waiting')}</Text>
              </span>
            </>
          )}
        </p>
        {expired ? (
          <button
            type="button"
            onClick={onRenew}
            className="min-h-11 w-full rounded-xl bg-accent px-4 py-2.5 font-bold text-white"
          >
            <Text>{t('checkout.newQr')}</Text>
          </button>
        ) : null}
        {sandbox && !paid && !expired ? (
          <div className="flex w-full flex-col gap-1 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-3">
            <p className="text-xs text-amber-900">
              <Text>{t('checkout.sandbox')}</Text>
            </p>
            <button
              type="button"
              onClick={simulate}
              className="min-h-11 rounded-xl bg-amber-500 px-4 py-2.5 font-bold text-slate-900"
            >
              <Text>{t('checkout.simulate')}</Text>
            </button>
          </div>
        ) : null}
        {submitting ? (
          <span
            aria-hidden
            className="size-6 animate-spin rounded-full border-2 border-slate-200 border-t-accent"
          />
        ) : null}
        <button
          type="button"
          onClick={onClose}
          disabled={submitting}
          className="min-h-11 w-full rounded-xl border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 disabled:opacity-50"
        >
          <Text>{t('checkout.cancelQr')}</Text>
        </button>
      </section>
    </div>
  );
}
