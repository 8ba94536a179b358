import { HEADER_SEARCH_MIN_EXCLUSIVE, SEARCH_SUGGEST_MIN_CHARS } from '../constants';

/** Characters as a shopper counts them (a Khmer consonant with its vowel sign counts twice). */
export function typedLength(text: string): number {
  return [...text.trim()].length;
}

/** Where the text was typed: the search field (desktop) or the header bar (the small-screen field). */
export type SuggestFrom = 'field' | 'header';

/**
 * Whether suggestions are asked for this text: from 3 characters in the search field, from more
 * than 1 in the header bar. The specification gives both thresholds (sections 5 and 9).
 */
export function asksSuggestions(text: string, from: SuggestFrom): boolean {
  const length = typedLength(text);
  return from === 'header' ? length > HEADER_SEARCH_MIN_EXCLUSIVE : length >= SEARCH_SUGGEST_MIN_CHARS;
}
