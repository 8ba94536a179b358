import { MESSAGES } from '@shop/i18n';
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
      // Everything else the browser shows is there, unchanged.
      expect(shell.cart).toBe(MESSAGES[locale].cart);
      expect(shell.error).toBe(MESSAGES[locale].error);
      expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(MESSAGES[locale]).length * 0.7);
    }
    // The catalogue itself is untouched (the server still writes titles with it).
    expect(MESSAGES.en.assistant).toBeDefined();
    expect(MESSAGES.en.meta.homeTitle).toBeDefined();
  });

  it('a page gets the namespaces it asks for, in its language', () => {
    expect(pageMessages('kh', ['pcbuilder'])).toEqual({ pcbuilder: MESSAGES.kh.pcbuilder });
    expect(Object.keys(pageMessages('zh', ['services', 'news']))).toEqual(['services', 'news']);
  });
});
