import { describe, expect, it } from 'vitest';
import { breakKhmerMessages, breakKhmerWords, endsInsideWords, khmerWords, WJ, ZWSP } from './khmer-words';

/** The marked text drawn readably: '|' where a line may end, '·' where it must not. */
const shown = (text: string) => text.replaceAll(ZWSP, '|').replaceAll(WJ, '·');

describe('breakKhmerWords', () => {
  it('lets a line end between words only, never inside one (អេក្រង់, កុំព្យូទ័រ)', () => {
    expect(shown(breakKhmerWords('ធ្វើឲ្យកុំព្យូទ័រលឿនឡើងវិញ'))).toBe('ធ្វើ·ឲ្យ|កុំ·ព្យូ·ទ័·រ|លឿ·ន|ឡើ·ង·វិ·ញ');
    expect(shown(breakKhmerWords('និងអេក្រង់'))).toBe('និ·ង|អេ·ក្រ·ង់');
  });

  it('keeps the loanwords the segmenter cuts in one piece (ស្មាតហ្វូន)', () => {
    expect(shown(breakKhmerWords('សម្រាប់ស្មាតហ្វូន'))).toBe('ស·ម្រា·ប់|ស្មា·ត·ហ្វូ·ន');
  });

  it('never splits a cluster, and leaves Latin text, placeholders and punctuation alone', () => {
    const marked = breakKhmerWords('បង្ហាញទំព័រនេះជាភាសា{language}។ Spigen សម្រាប់ iPhone');
    expect(marked.replaceAll(ZWSP, '').replaceAll(WJ, '')).toBe(
      'បង្ហាញទំព័រនេះជាភាសា{language}។ Spigen សម្រាប់ iPhone',
    );
    expect(marked).toContain('{language}។ Spigen ');
    expect(marked).not.toMatch(new RegExp(`\u17D2[${WJ}${ZWSP}]`));
    expect(breakKhmerWords('Wi-Fi 6, 12 months')).toBe('Wi-Fi 6, 12 months');
    expect(breakKhmerWords(marked)).toBe(marked);
  });

  it('marks every string of a message tree', () => {
    expect(breakKhmerMessages({ a: { b: 'អេក្រង់' }, c: 'EN' })).toEqual({
      a: { b: `អេ${WJ}ក្រ${WJ}ង់` },
      c: 'EN',
    });
  });

  it("gives a label's unbreakable runs: whole words, the text unchanged when joined", () => {
    const name = 'កុំព្យូទ័រលើតុ និងអេក្រង់';
    const runs = khmerWords(name);
    expect(runs?.join('')).toBe(name);
    expect(runs).toContain('អេក្រង់');
    expect(runs).toContain('កុំព្យូទ័រ');
    expect(runs?.some((run) => run.includes(WJ) || run.includes(ZWSP))).toBe(false);
    // A space ends its run, so a line may end there too.
    expect(runs?.every((run) => !run.slice(0, -1).includes(' '))).toBe(true);
    expect(khmerWords('Samsung Galaxy S25')).toBeNull();
  });
});

describe('endsInsideWords', () => {
  it('finds the line ends inside a word, not those between words or beside a space', () => {
    // 'ដឹកជញ្ជូន|ឥតគិតថ្លៃ |ទូទាំង|ប្រទេស': 'ដឹក|ជញ្ជូន' is inside a word; 9 and 19 are between words,
    // 18 before the space.
    const text = 'ដឹកជញ្ជូនឥតគិតថ្លៃ ទូទាំងប្រទេស';
    expect(endsInsideWords(text, [3, 9, 18, 19])).toEqual([3]);
    expect(endsInsideWords(text, [])).toEqual([]);
    expect(endsInsideWords('Windows 11', [3])).toEqual([]);
  });
});
