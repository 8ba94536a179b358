import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseRichText, RichText, richHeadings, richPlainText } from './rich-text';

const TEXT =
  'First line\nstill first.\n\n## How to pay\n\n- Open the app.\n- Scan <b>it</b>.\n\n## Next\nLast one.';

describe('the light markup of help, policy and news texts', () => {
  it('reads paragraphs, headings with anchors and list items', () => {
    expect(parseRichText(TEXT, 'terms')).toEqual([
      { kind: 'paragraph', text: 'First line still first.' },
      { kind: 'heading', text: 'How to pay', id: 'terms-1' },
      { kind: 'list', items: ['Open the app.', 'Scan <b>it</b>.'] },
      { kind: 'heading', text: 'Next', id: 'terms-2' },
      { kind: 'paragraph', text: 'Last one.' },
    ]);
    expect(richHeadings(TEXT, 'terms')).toEqual([
      { id: 'terms-1', text: 'How to pay' },
      { id: 'terms-2', text: 'Next' },
    ]);
    expect(richPlainText(TEXT)).toBe(
      'First line still first. How to pay Open the app.; Scan <b>it</b>. Next Last one.',
    );
  });

  it('draws elements and escapes markup in the text', () => {
    const html = renderToStaticMarkup(<RichText text={TEXT} anchorPrefix="x" headingLevel={3} />);
    expect(html).toContain('<h3 id="x-1"');
    expect(html).toContain('<li>Scan &lt;b&gt;it&lt;/b&gt;.</li>');
    expect(html).not.toContain('<b>');
  });
});
