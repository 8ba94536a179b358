import { Fragment } from 'react';

/**
 * Text whose lines end only between its words: Khmer has no spaces, and Chromium's own Khmer word
 * list cuts words in the middle ('អេ|ក្រង់'). `words` are the runs the server found
 * (`khmerWords` of @shop/i18n/khmer-words, given by a loader: a browser's segmenter may differ, and
 * the first render must match the server's); each is drawn unbreakable, with a line break allowed
 * between them. Without them, the text as it is.
 */
export function Words({ text, words }: { text: string; words?: readonly string[] | null }) {
  if (!words || words.length < 2) return text;
  return words.map((word, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text, never reordered
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      <span data-word className="whitespace-nowrap">
        {word}
      </span>
    </Fragment>
  ));
}
