import { CHAT_MAX_MESSAGE_CHARS } from '@shop/contracts/constants';
import type { MessageKey } from '@shop/i18n';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type Translate, useLocalizedPath, useT } from '../../i18n/i18n';
import { type AssistantTurn, type ChatTurn, formHistory } from '../../utils/chat';
import { Link } from '../link';
import { arrowRightIcon, Icon } from '../ui/icons';
import { ChatProductCard } from './chat-card';
import { useChat } from './use-chat';

type ToolKind = 'catalogue' | 'help' | 'orders' | 'other';

/** What kind of looking up a tool of the assistant does ('searchProducts', 'searchHelp'…). */
function toolKind(name: string): ToolKind {
  if (/help|article|faq/i.test(name)) return 'help';
  if (/order/i.test(name)) return 'orders';
  if (/product|catalog|compare|part|build|price/i.test(name)) return 'catalogue';
  return 'other';
}

const TOOL_LINES: Record<ToolKind, [working: MessageKey, done: MessageKey]> = {
  catalogue: ['chat.searching', 'chat.searched'],
  help: ['chat.searchingHelp', 'chat.searchedHelp'],
  orders: ['chat.checkingOrders', 'chat.checkedOrders'],
  other: ['chat.checking', 'chat.checked'],
};

/** One line per kind of tool the answer used: "Searching the catalogue…", then "Searched the catalogue". */
function toolLines(t: Translate, answer: AssistantTurn): string[] {
  const kinds = [...new Set(answer.tools.map(toolKind))];
  return kinds.map((kind) => t(TOOL_LINES[kind][answer.status === 'streaming' ? 0 : 1]));
}

function Answer({
  answer,
  last,
  formId,
  question,
}: {
  answer: AssistantTurn;
  last: boolean;
  formId: string;
  question: string;
}) {
  const t = useT();
  const streaming = answer.status === 'streaming';
  return (
    <li className="flex flex-col items-start gap-2" data-testid="chat-answer" data-status={answer.status}>
      <span className="sr-only">{t('chat.assistant')}:</span>
      {toolLines(t, answer).map((line) => (
        <p
          key={line}
          data-testid="chat-tool"
          className="flex items-center gap-1.5 text-xs font-medium text-slate-500"
        >
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${streaming ? 'animate-pulse bg-accent' : 'bg-emerald-500'}`}
          />
          {line}
        </p>
      ))}
      {streaming && !answer.text && !answer.tools.length ? (
        <p className="animate-pulse rounded-2xl rounded-bl-md bg-slate-100 px-3.5 py-2 text-slate-500">
          {t('chat.thinking')}
        </p>
      ) : null}
      {answer.text ? (
        <div
          data-testid="chat-text"
          className="max-w-[92%] rounded-2xl rounded-bl-md bg-slate-100 px-3.5 py-2 break-words whitespace-pre-wrap text-slate-900"
        >
          {answer.text}
        </div>
      ) : null}
      {answer.products.length ? (
        <ul
          aria-label={t('chat.products')}
          className="scrollbar-none flex w-full snap-x gap-2 overflow-x-auto overscroll-x-contain pb-1"
        >
          {answer.products.map((product) => (
            <ChatProductCard key={product.id} product={product} />
          ))}
        </ul>
      ) : null}
      {answer.links.length ? (
        <ul aria-label={t('chat.links')} className="flex flex-wrap gap-2">
          {answer.links.map((link) => (
            <li key={`${link.href} ${link.title}`}>
              <Link
                to={link.href}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-accent-ink hover:border-accent"
              >
                {link.title}
                <Icon shape={arrowRightIcon} className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {answer.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-rose-50 px-3.5 py-2 text-rose-800">
          <p>{answer.error || t('chat.errorFailed')}</p>
          {last && question ? (
            // Without JavaScript a post of the question again; with it, the hook's retry.
            <button
              type="submit"
              form={formId}
              name="starter"
              value={question}
              formNoValidate
              data-retry="true"
              className="min-h-9 rounded-full bg-white px-3 text-sm font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-100"
            >
              {t('chat.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

const STARTERS = ['chat.starter1', 'chat.starter2', 'chat.starter3'] as const;

/**
 * Sets `--chat-kb` on `ref`'s element to the height the on-screen keyboard covers (the layout
 * viewport below the visual one), so the text box can sit above it. Set through the CSSOM: the
 * pages' policy allows no style attributes.
 */
function useKeyboardInset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!viewport || !element) return;
    const update = () => {
      const inset = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      element.style.setProperty('--chat-kb', `${Math.round(inset)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [ref]);
}

/**
 * The conversation with the shop assistant: the log of questions and answers, starter questions,
 * and the text box. Without JavaScript the form posts to the /chat page's action, with the history
 * in hidden inputs; with it the hook streams the answer in place. `variant`: the /chat page (the
 * window scrolls, the text box is fixed at the bottom on phones) or the panel (the log scrolls).
 */
export function ChatConversation({
  variant,
  initialTurns = null,
  inputRef: givenInputRef,
}: {
  variant: 'page' | 'panel';
  initialTurns?: ChatTurn[] | null;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useT();
  const localize = useLocalizedPath();
  const { turns, busy, send, retry, clear } = useChat(initialTurns);
  const [draft, setDraft] = useState('');
  const formId = useId();
  const inputId = useId();
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLTextAreaElement>(null);
  const inputRef = givenInputRef ?? ownInputRef;
  const endRef = useRef<HTMLDivElement>(null);
  useKeyboardInset(rootRef);

  // The newest turn in view: a new question, the answer's cards arriving, the answer ending.
  const last = turns.at(-1);
  const answerShape = last?.role === 'assistant' ? `${last.status}:${last.products.length}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when these change
  useEffect(() => {
    if (turns.length) endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns.length, answerShape]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.dataset.retry) retry();
    else if (submitter?.name === 'starter') send(submitter.value);
    else if (send(draft)) setDraft('');
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; Enter that ends an input method's composition
    // (Chinese, Khmer keyboards) only picks the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  const page = variant === 'page';
  return (
    <div
      ref={rootRef}
      className={
        page ? 'flex flex-col gap-4 pb-44 md:pb-0' : 'flex min-h-0 flex-1 flex-col pb-[var(--chat-kb,0px)]'
      }
    >
      <div
        className={
          page ? 'flex flex-col gap-4' : 'flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 py-4'
        }
      >
        {turns.length ? (
          // Without JavaScript a fresh page; with it, the tab's conversation is forgotten.
          <Link
            to="/chat"
            onClick={(event) => {
              event.preventDefault();
              clear();
              inputRef.current?.focus();
            }}
            className="self-end rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-accent hover:text-accent-ink"
          >
            {t('chat.clear')}
          </Link>
        ) : null}
        <p className="max-w-[92%] rounded-2xl rounded-bl-md bg-slate-100 px-3.5 py-2 text-slate-900">
          {t('chat.intro')}
        </p>
        <ol
          role="log"
          aria-live="polite"
          aria-busy={busy}
          aria-label={t('chat.log')}
          className="flex flex-col gap-4 empty:hidden"
        >
          {turns.map((turn, i) =>
            turn.role === 'user' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: turns are only ever appended or cleared
              <li key={i} className="flex justify-end">
                <p className="max-w-[85%] rounded-2xl rounded-br-md bg-accent px-3.5 py-2 break-words whitespace-pre-wrap text-on-accent">
                  <span className="sr-only">{t('chat.you')}: </span>
                  <span data-testid="chat-question">{turn.text}</span>
                </p>
              </li>
            ) : (
              <Answer
                // biome-ignore lint/suspicious/noArrayIndexKey: turns are only ever appended or cleared
                key={i}
                answer={turn}
                last={i === turns.length - 1}
                formId={formId}
                question={turns[i - 1]?.role === 'user' ? (turns[i - 1]?.text ?? '') : ''}
              />
            ),
          )}
        </ol>
        {turns.length === 0 ? (
          <section aria-labelledby={`${formId}-starters`} className="flex flex-col gap-2">
            <h2 id={`${formId}-starters`} className="text-sm font-semibold text-slate-600">
              {t('chat.starters')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {STARTERS.map((key) => (
                <li key={key}>
                  <button
                    type="submit"
                    form={formId}
                    name="starter"
                    value={t(key)}
                    formNoValidate
                    className="min-h-10 rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-start text-sm text-slate-800 hover:border-accent hover:text-accent-ink"
                  >
                    {t(key)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div ref={endRef} className={page ? 'scroll-mb-48 md:scroll-mb-28' : ''} />
      </div>
      <form
        id={formId}
        method="post"
        action={localize('/chat')}
        onSubmit={onSubmit}
        className={
          page
            ? 'fixed inset-x-0 bottom-[max(var(--chat-kb,0px),calc(3.5rem+env(safe-area-inset-bottom)))] z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-2 backdrop-blur md:sticky md:bottom-0 md:mt-2 md:border-t-0 md:bg-white md:px-0 md:pb-4'
            : 'border-t border-slate-200 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]'
        }
      >
        {formHistory(turns).map((message, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history in order, for the form post
          <span key={i} hidden>
            <input type="hidden" name="role" value={message.role} />
            <input type="hidden" name="content" value={message.content} />
          </span>
        ))}
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <div className="mx-auto flex max-w-3xl items-end gap-2">
          <textarea
            ref={inputRef}
            id={inputId}
            name="message"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            required
            rows={1}
            maxLength={CHAT_MAX_MESSAGE_CHARS}
            placeholder={t('chat.placeholder')}
            aria-describedby={hintId}
            enterKeyHint="send"
            className="field-sizing-content max-h-36 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent focus:outline-none"
          />
          <button
            type="submit"
            aria-disabled={busy}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-on-accent hover:bg-accent-strong aria-disabled:opacity-60"
            aria-label={t('chat.send')}
          >
            <Icon shape={arrowRightIcon} />
          </button>
        </div>
        <p id={hintId} className="mx-auto mt-1 max-w-3xl px-1 text-xs text-slate-500">
          <span className="hidden md:inline">{t('chat.enterHint')} · </span>
          {t('chat.disclaimer')}
        </p>
      </form>
    </div>
  );
}
