import { Fragment } from 'react';
import { useI18n } from '../../i18n/i18n';

/**
 * Text whose lines end only between its words: Khmer has no spaces, and Chromium's own Khmer word
 * list cuts words in the middle ('អេ|ក្រង់'). `words` are the runs the server found
 * (`khmerWords` of @shop/i18n/khmer-words, given by a loader: a browser's segmenter may differ, and
 * the first render must match the server's); each is drawn unbreakable, with a line break allowed
 * between them (a single word is kept whole too). Without them, the text as it is.
 */
export function Words({ text, words }: { text: string; words?: readonly string[] | null }) {
  if (!words?.length) return text;
  // One inline box around the runs: in a flex parent (a pill, a button) they stay one item, with
  // no gap between them and one accessible name.
  return (
    <span>
      {words.map((word, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text, never reordered
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span data-word className="whitespace-nowrap">
            {word}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * An interface text (a message as `t` gave it) whose lines end only between its words: on a Khmer
 * page, drawn as the runs the server marked in the catalogue once (`markKhmerRuns`); elsewhere, or
 * for a text not in the catalogue (one with values filled in), the text as it is.
 */
export function Text({ children }: { children: string }) {
  return <Words text={children} words={useI18n().runs(children)} />;
}
