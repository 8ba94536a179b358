// Matching the words of a question: whole words in Latin script, substrings in Khmer and Chinese
// (written without blanks between words).

const LATIN = /^[a-z0-9 .&+'-]+$/;

export const isLatin = (word: string) => LATIN.test(word);

/** Whether `text` holds `word`: as a whole word for Latin script, as a substring for Khmer and Chinese. */
export function holds(text: string, word: string): boolean {
  if (!word || !text.includes(word)) return false;
  if (!LATIN.test(word)) return true;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}([^a-z0-9]|$)`).test(text);
}

export const holdsAny = (text: string, words: readonly string[]) => words.some((w) => holds(text, w));

/** `text` with the first place it holds `word` blanked out. */
export function without(text: string, word: string): string {
  if (!holds(text, word)) return text;
  if (!LATIN.test(word)) return text.replace(word, ' ');
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|[^a-z0-9])${escaped}(?=[^a-z0-9]|$)`), '$1 ');
}

/** A name and its singular: "gaming laptops" is also said "gaming laptop". */
export function nameVariants(name: string): string[] {
  return LATIN.test(name) && name.endsWith('s') && name.length > 4 ? [name, name.slice(0, -1)] : [name];
}

/** Characters, not UTF-16 units: a Khmer or Chinese word's length as read. */
export const length = (word: string) => [...word].length;
