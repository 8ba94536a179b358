import { MESSAGES, translate } from '@shop/i18n';
import { markKhmerRuns } from '@shop/i18n/khmer-words';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMESPACES, pageMessages, shellMessages } from './messages.server';

describe('the texts a page carries', () => {
  it('the shell leaves out the API’s phrases, the pages’ own namespaces and the loaders’ titles', () => {
    for (const locale of ['en', 'kh', 'zh'] as const) {
      const shell = shellMessages(locale) as unknown as Record<string, unknown>;
      expect(shell.assistant).toBeUndefined();
      for (const namespace of PAGE_NAMESPACES) expect(shell[namespace]).toBeUndefined();
      expect(shell.meta).toEqual({
        notFoundTitle: MESSAGES[locale].meta.notFoundTitle,
        errorTitle: MESSAGES[locale].meta.errorTitle,
      });
      // Everything else the browser shows is there (a Khmer page's with word marks, below).
      expect(shell.cart).toEqual(markKhmerRuns(MESSAGES[locale].cart));
      expect(shell.error).toBe(MESSAGES[locale].error);
      expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(MESSAGES[locale]).length * 0.7);
    }
    // The catalogue itself is untouched (the server still writes titles with it).
    expect(MESSAGES.en.assistant).toBeDefined();
    expect(MESSAGES.en.meta.homeTitle).toBeDefined();
  });

  it('a Khmer shell marks where its words end, and translate gives the texts as written', () => {
    const shell = shellMessages('kh');
    // 'រទេះទិញទំនិញរបស់អ្នកនៅទទេ។', marked between its words.
    expect(shell.cart.empty.split('\u200b')).toEqual(['រទេះ', 'ទិញទំនិញ', 'របស់', 'អ្នក', 'នៅ', 'ទទេ។']);
    // A value filled in is a run of its own.
    expect(shell.header.viewAllIn.split('\u200b')).toEqual(['មើល', '{name}', 'ទាំងអស់']);
    expect(translate(shell, 'cart.empty')).toBe(MESSAGES.kh.cart.empty);
    expect(translate(shell, 'header.viewAllIn', { name: 'X' })).toBe(
      MESSAGES.kh.header.viewAllIn.replace('{name}', 'X'),
    );
    // Error pages read their texts directly: left unmarked. English and Chinese are never marked.
    expect(shell.error).toBe(MESSAGES.kh.error);
    expect(JSON.stringify(shellMessages('en'))).not.toContain('\u200b');
    expect(JSON.stringify(shellMessages('zh'))).not.toContain('\u200b');
  });

  it('a page gets the namespaces it asks for, in its language', () => {
    // Khmer with the word marks `<Text>` draws runs from, and nothing else changed.
    const kh = pageMessages('kh', ['pcbuilder']);
    expect(JSON.parse(JSON.stringify(kh).replaceAll('\u200b', ''))).toEqual({
      pcbuilder: MESSAGES.kh.pcbuilder,
    });
    expect(kh.pcbuilder.intro).toContain('\u200b');
    expect(pageMessages('en', ['pcbuilder'])).toEqual({ pcbuilder: MESSAGES.en.pcbuilder });
    expect(Object.keys(pageMessages('zh', ['services', 'news']))).toEqual(['services', 'news']);
  });
});
