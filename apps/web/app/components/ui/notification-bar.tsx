import { useT } from '../../i18n/i18n';
import { useFeedback } from '../../state/feedback';
import { Icon, xIcon } from './icons';

const TONE = {
  info: 'bg-slate-900 text-white',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
} as const;

/** The notification bar: one message at a time, gone after NOTIFICATION_DURATION_MS. */
export function NotificationBar() {
  const { notice, dismissNotice } = useFeedback();
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[75] flex justify-center px-3"
    >
      {notice ? (
        <div
          key={notice.id}
          className={`pointer-events-auto flex max-w-lg items-center gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ${TONE[notice.kind]}`}
        >
          <span className="flex-1">{notice.message}</span>
          <button
            type="button"
            onClick={dismissNotice}
            className="grid size-7 place-items-center rounded-full hover:bg-white/15"
            aria-label={t('a11y.close')}
          >
            <Icon shape={xIcon} className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
