import type { Locale } from '@shop/i18n/locales';
import { en, type MessageKey, type Messages } from './en';
import { kh } from './kh';
import { zh } from './zh';

export type { MessageKey, Messages };

/** The catalogue of each language, as written (kh's lines are marked on the server: messages.server.ts). */
export const CATALOGUES: Record<Locale, Messages> = { en, kh, zh };

/** `message` with its `{name}` values filled in. */
export function fill(message: string, values?: Record<string, string | number>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
