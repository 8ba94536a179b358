import type { Locale } from '../locales';
import en from './en.json';
import kh from './kh.json';
import zh from './zh.json';

/** The interface texts: one JSON file per locale, all with the keys of en.json. */
export type Messages = typeof en;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted path to one text: 'cart.empty', 'specs.cpu_socket'. */
export type MessageKey = Leaves<Messages>;

/** Values for `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** Every locale's texts. Server code only: the browser receives just its page's locale. */
export const MESSAGES: Record<Locale, Messages> = { en, kh, zh };

/** `text` with its `{name}` placeholders filled in from `values` (unknown ones left as they are). */
export function fill(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The text at `key` with `{name}` placeholders filled in; the key itself when it is missing. */
export function translate(messages: Messages, key: MessageKey, values?: MessageValues): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  // A Khmer page's catalogue marks its words' ends with U+200B (markKhmerRuns): never in the text.
  return fill(node.replaceAll('\u200b', ''), values);
}
