import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../constants';
import { useI18n, useLocalizedPath } from '../../i18n/i18n';
import {
  type AssistantTurn,
  applyChatEvent,
  CHAT_KEPT_TURNS,
  type ChatTurn,
  finishAnswer,
  parseStoredTurns,
  pendingAnswer,
  requestMessages,
} from '../../utils/chat';
import { chatEventOf, readSse } from '../../utils/chat-sse';

function readStored(): ChatTurn[] {
  try {
    return parseStoredTurns(window.sessionStorage.getItem(STORAGE_KEYS.chat));
  } catch {
    return [];
  }
}

function store(turns: ChatTurn[]): void {
  try {
    if (turns.length) window.sessionStorage.setItem(STORAGE_KEYS.chat, JSON.stringify(turns));
    else window.sessionStorage.removeItem(STORAGE_KEYS.chat);
  } catch {
    // No storage (private mode, full): the conversation lasts as long as the page.
  }
}

/**
 * The conversation of the chat page and the chat panel. It is kept in the tab's sessionStorage,
 * so a shopper who opens a product and comes back finds it again. A question is posted to the
 * storefront's `/api/chat`, and the answer grows event by event as the stream arrives.
 *
 * `initial`: the turns the server rendered (the page's form answered without JavaScript); they
 * replace what the tab kept.
 */
export function useChat(initial: ChatTurn[] | null) {
  const { t } = useI18n();
  const localize = useLocalizedPath();
  const [turns, setTurns] = useState<ChatTurn[]>(initial ?? []);
  const [restored, setRestored] = useState(false);
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const abortRef = useRef<AbortController | null>(null);

  // After hydration (the server knows nothing of the tab's storage): the tab's conversation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the first render's turns
  useEffect(() => {
    if (!initial?.length) {
      const stored = readStored();
      if (stored.length) setTurns(stored);
    }
    setRestored(true);
    return () => abortRef.current?.abort();
  }, []);

  useEffect(() => {
    if (restored) store(turns);
  }, [turns, restored]);

  const updateAnswer = useCallback((change: (answer: AssistantTurn) => AssistantTurn) => {
    setTurns((prev) => {
      const last = prev.at(-1);
      if (last?.role !== 'assistant') return prev;
      return [...prev.slice(0, -1), change(last)];
    });
  }, []);

  const ask = useCallback(
    async (base: ChatTurn[], question: string) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const messages = requestMessages(base, question);
      const asked: ChatTurn[] = [...base, { role: 'user', text: question }, pendingAnswer()];
      setTurns(asked.slice(-CHAT_KEPT_TURNS));
      try {
        const response = await fetch(localize('/api/chat'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ messages }),
          signal: controller.signal,
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.body || !type.startsWith('text/event-stream'))
          throw new Error(`chat ${response.status}`);
        await readSse(response.body, (data) => {
          const event = chatEventOf(data);
          if (event) updateAnswer((answer) => applyChatEvent(answer, event));
        });
        updateAnswer((answer) => finishAnswer(answer, t('chat.errorBroken')));
      } catch {
        if (controller.signal.aborted) return;
        updateAnswer((answer) => finishAnswer(answer, t('chat.errorFailed')));
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [localize, t, updateAnswer],
  );

  const last = turns.at(-1);
  const busy = last?.role === 'assistant' && last.status === 'streaming';

  /** Asks a question (nothing while an answer is still coming, or for an empty text). */
  const send = useCallback(
    (text: string) => {
      const question = text.trim();
      const current = turnsRef.current;
      const tail = current.at(-1);
      if (!question || (tail?.role === 'assistant' && tail.status === 'streaming')) return false;
      void ask(current, question);
      return true;
    },
    [ask],
  );

  /** Asks the question of a failed answer again, in place of that answer. */
  const retry = useCallback(() => {
    const current = turnsRef.current;
    const failed = current.at(-1);
    const question = current.at(-2);
    if (failed?.role !== 'assistant' || failed.status !== 'error' || question?.role !== 'user') return;
    void ask(current.slice(0, -2), question.text);
  }, [ask]);

  /** Starts a new conversation (an answer on its way is stopped). */
  const clear = useCallback(() => {
    abortRef.current?.abort();
    setTurns([]);
  }, []);

  return { turns, busy, send, retry, clear };
}
