import type { Locale, Messages } from '@shop/i18n';
import { createContext, use } from 'react';

// The shell's texts (every namespace the root and the layout use, i18n/messages.server.ts) travel
// in the document once, as a JSON script, not in the root loader's data: the router's handoff is
// decoded value by value by script before hydration (about 2 ms per KB at CPU 4×, and the Khmer
// catalogue is 28 KB), JSON by the browser's own parser. A client navigation never needs them
// again: the language switcher loads a new document (decision 024).

/** The shell's texts of the document's language. */
export interface ShellTexts {
  locale: Locale;
  messages: Messages;
}

const SCRIPT_ID = 'shell-texts';

export const ShellTextsContext = createContext<ShellTexts | null>(null);

/** The shell's texts: given by entry.server on the server, read from the document in the browser. */
export function useShellTexts(): ShellTexts {
  const texts = use(ShellTextsContext);
  if (!texts) throw new Error('useShellTexts needs a <ShellTextsContext> (entry.server, entry.client)');
  return texts;
}

/**
 * JSON with `<`, `>`, `&` and the line separators JSON allows and a script does not escaped: it
 * can stand inside a `<script>` element (this one, and entry.server's handoff).
 */
export const scriptSafe = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The texts as a JSON script (not run, so no nonce), written by the server only: the browser
 * keeps the server's content through hydration (an empty one would never be written over it).
 */
export function ShellTextsScript() {
  const texts = useShellTexts();
  return (
    <script
      id={SCRIPT_ID}
      type="application/json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own texts as JSON, escaped for a script
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? scriptSafe(JSON.stringify(texts)) : '' }}
    />
  );
}

/** The texts the server wrote into `doc` (entry.client, before hydrating). */
export function documentShellTexts(doc: Document): ShellTexts {
  const script = doc.getElementById(SCRIPT_ID);
  if (!script?.textContent) throw new Error(`the document has no #${SCRIPT_ID} script`);
  return JSON.parse(script.textContent) as ShellTexts;
}
