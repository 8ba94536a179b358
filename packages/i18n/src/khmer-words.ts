// Khmer is written without spaces between words, and a browser finds where a line may end with its
// own word list: Chromium's cuts words in the middle ('អេ|ក្រង់', 'កុំ|ព្យូទ័រ'). Text marked here
// carries its own line breaks: U+200B (zero width space) between words, where a line may end, and
// U+2060 (word joiner) between the letter clusters inside a word, where it must not. Words are
// found with Node's Intl.Segmenter (ICU's Khmer dictionary), with the loanwords it cuts
// ('ស្មា|ត|ហ្វូ|ន') joined back from LOANWORDS. Both marks are invisible and do not change shaping:
// a cluster (consonant, subscripts, vowels, signs) is never split.

export const ZWSP = '\u200b';
export const WJ = '\u2060';

/**
 * Words of the catalogue and the interface that the segmenter cuts into pieces: loanwords and a
 * few short words. A word here is kept whole wherever its pieces are found as segments in a row.
 */
// biome-ignore format: a word list
export const LOANWORDS: readonly string[] = [
  'ស្មាតហ្វូន', 'រ៉ោតទ័រ', 'ឈីបសិត', 'ស៊ីម', 'អាប់ដេត', 'ថេប្លេត', 'នាឡិកា', 'ហ្វ្លាស', 'ស្វីច', 'កាមេរ៉ា',
  'វេបខេម', 'រ៉ាដ្យាទ័រ', 'ធូលី', 'រ៉ូបូត', 'រំញ័រ', 'ដាក់', 'ស៊ីសែន', 'ម៉ាស៊ីន', 'កុំព្យូទ័រ', 'អេក្រង់', 'ហ្គេម',
  'ក្រាហ្វិក', 'អាដាប់ទ័រ', 'ប៊្លូធូស', 'អ៊ីនធឺណិត', 'វ៉ាយហ្វាយ', 'ម៉ូដែល', 'មីក្រូហ្វូន', 'វីដេអូ', 'អនឡាញ',
  'ឌីជីថល', 'អេឡិចត្រូនិក', 'ម៉ាសប័រ', 'ស៊ីភីយូ', 'ភីស៊ី', 'ម៉ូនីទ័រ', 'ព្រីនធ័រ', 'កាសស្ដាប់', 'ឡាប់ថប',
  'អាំងតែន', 'ស្កេន', 'ភីន', 'ខេស', 'ប៊ូតុង', 'ស្ពីគ័រ', 'ប្រូសេស្ស័រ', 'ម៉ឺនុយ', 'អ៊ីមែល', 'តេឡេក្រាម',
];

const KHMER_LETTER = /[\u1780-\u17FF\u19E0-\u19FF]/;
/** Whether `text` holds Khmer (a text the functions below have anything to do with). */
export const hasKhmer = (text: string) => KHMER_LETTER.test(text);
const KHMER_WORD = /^[\u1780-\u17D3\u17D7\u17DC\u17DD\u19E0-\u19FF]+$/;
const COENG = '\u17D2';

// Node's Intl (full ICU) has the dictionary; a browser's may not: this runs on the server only.
const words = new Intl.Segmenter('km', { granularity: 'word' });
const graphemes = new Intl.Segmenter('km', { granularity: 'grapheme' });

/** Clusters of a word joined with WJ (never after a coeng, which belongs to the next letter). */
function joinClusters(word: string): string {
  let out = '';
  let previous = '';
  for (const { segment } of graphemes.segment(word)) {
    if (previous && !previous.endsWith(COENG)) out += WJ;
    out += segment;
    previous = segment;
  }
  return out;
}

/** Khmer `text` with its line breaks marked; other text, and text marked already, is left alone. */
export function breakKhmerWords(text: string): string {
  if (!hasKhmer(text) || text.includes(WJ)) return text;
  const pieces = [...words.segment(text)].map((s) => s.segment);
  // Join the pieces of a loanword back: the longest word of LOANWORDS that starts here.
  const merged: string[] = [];
  for (let i = 0; i < pieces.length; ) {
    let taken = 1;
    let joined = pieces[i]!;
    if (KHMER_WORD.test(joined)) {
      let acc = joined;
      for (let j = i + 1; j < pieces.length && KHMER_WORD.test(pieces[j]!); j++) {
        acc += pieces[j];
        if (LOANWORDS.includes(acc)) {
          taken = j - i + 1;
          joined = acc;
        }
      }
    }
    merged.push(joined);
    i += taken;
  }
  let out = '';
  for (let i = 0; i < merged.length; i++) {
    const piece = merged[i]!;
    const khmer = KHMER_WORD.test(piece);
    if (i > 0 && khmer && KHMER_WORD.test(merged[i - 1]!)) out += ZWSP;
    out += khmer ? joinClusters(piece) : piece;
  }
  return out;
}

/**
 * The runs of Khmer `text` a line may end between, for a short label drawn as unbreakable runs
 * (`<Words>` in the storefront): a Khmer word, or a piece of other text up to and with its space.
 * The text itself is unchanged (no marks), so what a reader copies or a test finds is the text.
 * Null for text without Khmer.
 */
export function khmerWords(text: string): string[] | null {
  if (!hasKhmer(text)) return null;
  return breakKhmerWords(text)
    .replaceAll(WJ, '')
    .split(ZWSP)
    .flatMap((run) => run.split(/(?<= )/));
}

/** A letter of a Khmer word (not its punctuation: ។ ៖ ៗ). */
const KHMER_WORD_LETTER = /[\u1780-\u17D3\u17DC\u17DD]/;

/**
 * Which of `ends`, offsets in `text` where a drawn line ends, are inside a word: between two Khmer
 * letters and not between two of the runs `khmerWords` finds. For checking how a browser broke a
 * Khmer text (the browser tests, scripts/khmer-line-ends.ts).
 */
export function endsInsideWords(text: string, ends: Iterable<number>): number[] {
  const between = new Set<number>();
  let at = 0;
  for (const run of khmerWords(text) ?? [text]) {
    at += run.length;
    between.add(at);
  }
  return [...ends].filter(
    (i) =>
      !between.has(i) && KHMER_WORD_LETTER.test(text[i - 1] ?? '') && KHMER_WORD_LETTER.test(text[i] ?? ''),
  );
}

/**
 * Every Khmer string of `messages` with U+200B between its words only (no U+2060): the catalogue
 * the storefront sends to Khmer pages. `translate` takes the marks out again, and `<Text>` draws a
 * message as unbreakable runs split at them (see apps/web/app/i18n/i18n.tsx). Computed once per
 * catalogue, on the server.
 */
export function markKhmerRuns<T>(messages: T): T {
  if (typeof messages === 'string') {
    // A placeholder's value is a run of its own: 'មើល{name}ទាំងអស់' → 'មើល|{name}|ទាំងអស់'.
    return breakKhmerWords(messages)
      .replaceAll(WJ, '')
      .replace(/(?<=[\u1780-\u17FF])(?=\{)|(?<=\})(?=[\u1780-\u17FF])/g, ZWSP) as T;
  }
  if (messages && typeof messages === 'object') {
    return Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, markKhmerRuns(value)]),
    ) as T;
  }
  return messages;
}

/** Every string of `messages` with its Khmer line breaks marked. */
export function breakKhmerMessages<T>(messages: T): T {
  if (typeof messages === 'string') return breakKhmerWords(messages) as T;
  if (messages && typeof messages === 'object') {
    return Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, breakKhmerMessages(value)]),
    ) as T;
  }
  return messages;
}
