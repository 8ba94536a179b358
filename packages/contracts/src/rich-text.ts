// The light markup of the shop's own texts (help articles, policy sections, news posts), read into
// blocks: paragraphs split by a blank line, `## ` a heading (with an anchor), `- ` a list item;
// anything else is text. The storefront draws the blocks (apps/web …/content/rich-text.tsx) and
// the back office's preview draws them the same way (apps/admin …/components/rich-text.tsx).

export type RichBlock =
  | { kind: 'heading'; text: string; id: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/** The blocks of a text; headings get the anchor `${anchorPrefix}-${n}` (n from 1, in order). */
export function parseRichText(text: string, anchorPrefix = 'section'): RichBlock[] {
  const blocks: RichBlock[] = [];
  let headings = 0;
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let paragraph: string[] = [];
    let list: string[] | null = null;
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      if (list?.length) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = null;
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('## ')) {
        flush();
        headings += 1;
        blocks.push({ kind: 'heading', text: line.slice(3).trim(), id: `${anchorPrefix}-${headings}` });
      } else if (line.startsWith('- ')) {
        if (paragraph.length) {
          blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
          paragraph = [];
        }
        list ??= [];
        list.push(line.slice(2).trim());
      } else {
        if (list) {
          blocks.push({ kind: 'list', items: list });
          list = null;
        }
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
