import { type Locale, MESSAGES, type Messages } from '@shop/i18n';
import { markKhmerRuns } from '@shop/i18n/khmer-words';

/**
 * Which texts a page's HTML carries. The root loader sends every page the shell's texts (header,
 * drawers, footer, chat panel, cards, errors…); a namespace only a few pages use is sent by those
 * pages' loaders instead (`pageMessages`), and I18nProvider puts the two together. Texts only the
 * server or the API uses are never sent.
 */

/** Namespaces of a few pages only: the routes that show them send them. */
export const PAGE_NAMESPACES = [
  'pcbuilder',
  'services',
  'ticket',
  'policy',
  'news',
  'buynow',
  'checkout',
  'orders',
  'tracking',
  'warranty',
  'account',
  'auth',
  'help',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** The API's own phrases (the shop assistant's answers): no page shows them. */
const SERVER_ONLY = ['assistant'] as const;

/** Page titles and descriptions are written by the loaders; the browser needs only the error pages' titles. */
const BROWSER_META = ['notFoundTitle', 'errorTitle'] as const;

type ShellMessages = Omit<Messages, PageNamespace | (typeof SERVER_ONLY)[number] | 'meta'> & {
  meta: Pick<Messages['meta'], (typeof BROWSER_META)[number]>;
};

function shellOf(messages: Messages): ShellMessages {
  const shell: Record<string, unknown> = { ...messages };
  for (const namespace of [...PAGE_NAMESPACES, ...SERVER_ONLY]) delete shell[namespace];
  shell.meta = Object.fromEntries(BROWSER_META.map((key) => [key, messages.meta[key]]));
  return shell as ShellMessages;
}

/**
 * Namespaces a Khmer page gets without word marks: titles and labels no line shows (meta, a11y), and
 * the error texts, which the error pages read directly rather than through `translate`.
 */
const UNMARKED = ['meta', 'a11y', 'error'] as const;

/**
 * A Khmer shell's texts with U+200B between their words (`markKhmerRuns`, once per catalogue):
 * Chromium's own Khmer word list ends lines inside words ('អេ|ក្រង់', 'កុំ|ព្យូទ័រ'), so `<Text>`
 * draws a message as the unbreakable runs these marks give. `translate` takes the marks out: the
 * text a page shows, copies or is tested with is the message itself.
 */
function markedShell(shell: ShellMessages): ShellMessages {
  const marked: Record<string, unknown> = {};
  for (const [namespace, texts] of Object.entries(shell)) {
    marked[namespace] = (UNMARKED as readonly string[]).includes(namespace) ? texts : markKhmerRuns(texts);
  }
  return marked as ShellMessages;
}

const SHELL = Object.fromEntries(
  Object.entries(MESSAGES).map(([locale, messages]) => [
    locale,
    locale === 'kh' ? markedShell(shellOf(messages)) : shellOf(messages),
  ]),
) as Record<Locale, ShellMessages>;

/**
 * The texts every page carries. Typed as the whole catalogue for `translate`: a key of a page
 * namespace resolves once that page's loader has sent it (a missing text shows its key).
 */
export function shellMessages(locale: Locale): Messages {
  return SHELL[locale] as unknown as Messages;
}

/** A page namespace's Khmer texts with their word marks, made once per namespace (as the shell's). */
const markedPages = new Map<PageNamespace, unknown>();
const khmerPage = (namespace: PageNamespace) => {
  if (!markedPages.has(namespace)) markedPages.set(namespace, markKhmerRuns(MESSAGES.kh[namespace]));
  return markedPages.get(namespace);
};

/**
 * The namespaces a page uses beyond the shell's, for its loader's `messages`: on a Khmer page with
 * their word marks, so that `<Text>` draws them too.
 */
export function pageMessages<N extends PageNamespace>(
  locale: Locale,
  namespaces: readonly N[],
): Pick<Messages, N> {
  return Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      locale === 'kh' ? khmerPage(namespace) : MESSAGES[locale][namespace],
    ]),
  ) as Pick<Messages, N>;
}
