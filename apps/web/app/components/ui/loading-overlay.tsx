import { useT } from '../../i18n/i18n';
import { useFeedback } from '../../state/feedback';

/** Covers the page while the global loading flag is on (e.g. while an order is posted). */
export function LoadingOverlay() {
  const { loading } = useFeedback();
  const t = useT();
  if (!loading) return null;
  return (
    <div
      className="fixed inset-0 z-[70] grid place-items-center bg-white/70 backdrop-blur-[2px]"
      role="status"
      aria-live="polite"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-accent" />
      <span className="sr-only">{t('a11y.loading')}</span>
    </div>
  );
}
