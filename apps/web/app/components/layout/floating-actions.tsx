import type { StoreInfo } from '@shop/contracts';
import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { isHttpUrl } from '../../utils/shell';
import { Link } from '../link';
import { telegramMark, whatsappMark } from '../ui/brand-icons';
import { FilledIcon, Icon } from '../ui/icons';
import { arrowUpIcon, botIcon } from './chrome-icons';

// The chat panel's code (and the conversation's) is a chunk of its own, fetched when the shopper
// reaches for the chat button (hover, focus, touch) and shown once it is clicked. Until this part
// is hydrated, and without JavaScript, the button is a plain link to /chat.
const loadChatPanel = () => import('../chat/chat-panel');
const ChatPanel = lazy(loadChatPanel);
const preloadChatPanel = {
  onPointerEnter: () => void loadChatPanel(),
  onFocus: () => void loadChatPanel(),
  onTouchStart: () => void loadChatPanel(),
};

/** A click that should open the link in the way the shopper asked (new tab, window): not the panel. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const round =
  'grid size-12 place-items-center rounded-full shadow-lg ring-1 ring-black/5 transition hover:scale-105 focus-visible:scale-105';

/** AI chat, Telegram and WhatsApp buttons, and back-to-top once the page has scrolled. */
export function FloatingActions({ store }: { store: StoreInfo }) {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  // 'closed' before the first opening (nothing loaded); the panel stays mounted afterwards, so
  // an answer on its way goes on while it is closed.
  const [chat, setChat] = useState<'never' | 'open' | 'closed'>('never');
  const closeChat = useCallback(() => setChat('closed'), []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 480);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const whatsapp = store.whatapp.replace(/\D/g, '');
  return (
    <div className="fixed right-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex flex-col items-end gap-2.5 md:right-5 md:bottom-6">
      {scrolled ? (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className={`${round} bg-white text-slate-700`}
          aria-label={t('floating.scrollTop')}
        >
          <Icon shape={arrowUpIcon} />
        </button>
      ) : null}
      {isHttpUrl(store.telegram_url) ? (
        <a
          href={store.telegram_url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${round} bg-[#229ED9] text-white`}
          aria-label={`${t('floating.telegram')} ${t('a11y.opensNewTab')}`}
        >
          <FilledIcon shape={telegramMark} className="size-6" />
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          className={`${round} bg-[#1f9e4f] text-white`}
          aria-label={`${t('floating.whatsapp')} ${t('a11y.opensNewTab')}`}
        >
          <FilledIcon shape={whatsappMark} className="size-6" />
        </a>
      ) : null}
      <Link
        to="/chat"
        {...preloadChatPanel}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          setChat('open');
        }}
        aria-haspopup="dialog"
        className={`${round} bg-accent text-on-accent`}
        aria-label={t('floating.chat')}
      >
        <Icon shape={botIcon} className="size-6" />
      </Link>
      {chat === 'never' ? null : (
        <Suspense fallback={null}>
          <ChatPanel open={chat === 'open'} onClose={closeChat} />
        </Suspense>
      )}
    </div>
  );
}
