import { atWordStart } from './search.queries';

/**
 * Whether a product's search text holds a word of a query as search matches it, for tests that
 * compute what search should find: anywhere, or for a short English word at the start of a word
 * of the text ('tv' is not in "cctv").
 */
export function holdsWord(text: string, word: string): boolean {
  if (!text.includes(word)) return false;
  if (!atWordStart(word)) return true;
  const at = (i: number) => i === 0 || !/[a-z0-9]/.test(text[i - 1] as string);
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) if (at(i)) return true;
  return false;
}
