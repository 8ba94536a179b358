import type { Locale } from '@shop/i18n/locales';
import { createContext, type ReactNode, use } from 'react';
import { fill, type MessageKey, type Messages } from './messages';

interface I18n {
  locale: Locale;
  messages: Messages;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** The words of a key in the page's language, values filled in. */
export function useT() {
  const { messages } = useI18n();
  return (key: MessageKey, values?: Record<string, string | number>) => fill(messages[key], values);
}
