import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NOTIFICATION_DURATION_MS } from '../constants';

export type NoticeKind = 'info' | 'success' | 'error';

interface Notice {
  id: number;
  message: string;
  kind: NoticeKind;
}

interface Feedback {
  /** The global loading flag: the overlay shows while it is on. */
  loading: boolean;
  setLoading(on: boolean): void;
  /** Shows `message` in the notification bar for NOTIFICATION_DURATION_MS. */
  notify(message: string, kind?: NoticeKind): void;
  notice: Notice | null;
  dismissNotice(): void;
}

const FeedbackContext = createContext<Feedback | null>(null);

/** `initial`: a message the server renders in the bar at once (e.g. after logout). */
export function FeedbackProvider({
  initial,
  children,
}: {
  initial?: { message: string; kind: NoticeKind } | null;
  children: ReactNode;
}) {
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(initial ? { id: 0, ...initial } : null);
  const nextId = useRef(1);

  const notify = useCallback((message: string, kind: NoticeKind = 'info') => {
    setNotice({ id: nextId.current++, message, kind });
  }, []);
  const dismissNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTIFICATION_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const value = useMemo(
    () => ({ loading, setLoading, notify, notice, dismissNotice }),
    [loading, notify, notice, dismissNotice],
  );
  return <FeedbackContext value={value}>{children}</FeedbackContext>;
}

export function useFeedback(): Feedback {
  const feedback = use(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a <FeedbackProvider>');
  return feedback;
}
