import type { StoreInfo } from '@shop/contracts';
import {
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../../i18n/i18n';
import { isHttpUrl } from '../../utils/shell';
import { Link } from '../link';
import { telegramMark, whatsappMark } from '../ui/brand-icons';
import { FilledIcon, Icon, xIcon } from '../ui/icons';
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

const round = 'grid size-12 shrink-0 place-items-center rounded-full shadow-lg ring-1 ring-black/5';
const item =
  'flex min-h-12 items-center gap-3 rounded-full bg-white py-1 pr-1 pl-4 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-black/5 hover:bg-slate-50';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span className="max-w-56 truncate">{label}</span>
      {children}
    </>
  );
}

/**
 * One round button (a `<details>`, so it opens without JavaScript) that unfolds the AI chat,
 * Telegram, WhatsApp and back to top: folded, it covers no more of the page than one button.
 */
export function FloatingActions({ store }: { store: StoreInfo }) {
  const t = useT();
  const fold = useRef<HTMLDetailsElement>(null);
  // 'closed' before the first opening (nothing loaded); the panel stays mounted afterwards, so
  // an answer on its way goes on while it is closed.
  const [chat, setChat] = useState<'never' | 'open' | 'closed'>('never');
  const closeChat = useCallback(() => setChat('closed'), []);
  const folded = () => {
    if (fold.current) fold.current.open = false;
  };
  const [unfolded, setUnfolded] = useState(false);

  // Unfolded, a tap elsewhere or Escape folds it again (without JavaScript: its own button).
  useEffect(() => {
    const details = fold.current;
    // While the chat panel is open the fold stays as it is: closing the panel gives the focus back.
    if (!unfolded || !details || chat === 'open') return;
    const onPointer = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') details.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [unfolded, chat]);

  const whatsapp = store.whatapp.replace(/\D/g, '');
  return (
    <>
      <details
        ref={fold}
        onToggle={(event) => setUnfolded(event.currentTarget.open)}
        data-testid="floating-actions"
        className="group fixed right-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 md:right-5 md:bottom-6"
      >
        <summary
          className={`${round} cursor-pointer list-none bg-accent text-on-accent transition hover:scale-105 focus-visible:scale-105 [&::-webkit-details-marker]:hidden`}
          aria-label={t('floating.menu')}
          {...preloadChatPanel}
        >
          <Icon shape={botIcon} className="size-6 group-open:hidden" />
          <Icon shape={xIcon} className="hidden size-6 group-open:block" />
        </summary>
        <ul className="absolute right-0 bottom-full mb-3 flex flex-col items-end gap-2.5">
          <li>
            <Link
              to="/chat"
              {...preloadChatPanel}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                // The fold stays open: closing the panel gives the focus back to this link.
                setChat('open');
              }}
              aria-haspopup="dialog"
              className={item}
            >
              <Item label={t('floating.chat')}>
                <span className={`${round} size-10 bg-accent text-on-accent shadow-none`}>
                  <Icon shape={botIcon} className="size-5" />
                </span>
              </Item>
            </Link>
          </li>
          {isHttpUrl(store.telegram_url) ? (
            <li>
              <a
                href={store.telegram_url}
                target="_blank"
                rel="noopener noreferrer"
                className={item}
                aria-label={`${t('floating.telegram')} ${t('a11y.opensNewTab')}`}
              >
                <Item label={t('floating.telegram')}>
                  <span className={`${round} size-10 bg-[#229ED9] text-white shadow-none`}>
                    <FilledIcon shape={telegramMark} className="size-5" />
                  </span>
                </Item>
              </a>
            </li>
          ) : null}
          {whatsapp ? (
            <li>
              <a
                href={`https://wa.me/${whatsapp}`}
                target="_blank"
                rel="noopener noreferrer"
                className={item}
                aria-label={`${t('floating.whatsapp')} ${t('a11y.opensNewTab')}`}
              >
                <Item label={t('floating.whatsapp')}>
                  <span className={`${round} size-10 bg-[#1f9e4f] text-white shadow-none`}>
                    <FilledIcon shape={whatsappMark} className="size-5" />
                  </span>
                </Item>
              </a>
            </li>
          ) : null}
          <li>
            {/* The top of the page: `#top`, which no element has as its id. */}
            {/* biome-ignore lint/a11y/useValidAnchor: a link to the top of the page (no JavaScript needed); the click folds the menu too */}
            <a href="#top" onClick={folded} className={item}>
              <Item label={t('floating.scrollTop')}>
                <span className={`${round} size-10 bg-slate-100 text-slate-700 shadow-none`}>
                  <Icon shape={arrowUpIcon} className="size-5" />
                </span>
              </Item>
            </a>
          </li>
        </ul>
      </details>
      {chat === 'never' ? null : (
        <Suspense fallback={null}>
          <ChatPanel open={chat === 'open'} onClose={closeChat} />
        </Suspense>
      )}
    </>
  );
}
