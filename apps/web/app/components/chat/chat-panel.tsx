import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Icon, xIcon } from '../ui/icons';
import { ChatConversation } from './chat-conversation';

/**
 * The chat entry's panel (floating-actions.tsx loads this module when the shopper first opens
 * it): the same conversation as /chat, in a modal dialog: full screen on a phone, a panel at the
 * bottom right on a wider screen. The native dialog traps focus, closes on Escape and gives focus
 * back to the chat button; following a link in it (a product) closes it.
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A link followed inside the panel (a product, a help article) closes it.
  const here = `${pathname}${search}`;
  const opened = useRef(here);
  useEffect(() => {
    if (opened.current !== here) {
      opened.current = here;
      onClose();
    }
  }, [here, onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by the dialog
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none border-0 bg-white p-0 backdrop:bg-slate-900/50 md:inset-auto md:right-5 md:bottom-5 md:h-[min(44rem,calc(100dvh-2.5rem))] md:w-[26rem] md:rounded-2xl md:shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
          <h2 id={titleId} className="flex-1 text-base font-semibold text-slate-900">
            {t('chat.title')}
          </h2>
          <Link
            to="/chat"
            className="rounded-full px-3 py-1.5 text-sm font-medium text-accent-ink hover:bg-slate-100"
          >
            {t('chat.openPage')}
          </Link>
          <button
            type="button"
            onClick={onClose}
            className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={t('a11y.close')}
          >
            <Icon shape={xIcon} />
          </button>
        </div>
        <ChatConversation variant="panel" inputRef={inputRef} />
      </div>
    </dialog>
  );
}
