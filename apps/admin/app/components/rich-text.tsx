// The light markup of the shop's own texts (help articles, policy sections, news posts), drawn as
// the storefront draws it (a copy of apps/web/app/components/content/rich-text.tsx, so the preview
// of a hidden page is what shoppers will see): React elements, never HTML. Paragraphs split by a
// blank line, `## ` a heading (with an anchor), `- ` a list item; a `<` in a text stays a `<`.

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

/** A marked-up text; `headingLevel` 2 or 3 for its `## ` headings. */
export function RichText({
  text,
  anchorPrefix = 'section',
  headingLevel = 2,
  className = '',
}: {
  text: string;
  anchorPrefix?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`space-y-4 leading-relaxed text-slate-700 ${className}`}>
      {parseRichText(text, anchorPrefix).map((block, i) => {
        if (block.kind === 'heading') {
          return (
            <Heading
              key={block.id}
              id={block.id}
              className="scroll-mt-24 pt-2 text-lg font-bold text-slate-900"
            >
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a text have no identity but their place
            <ul key={i} className="list-disc space-y-1.5 ps-6">
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        }
        // biome-ignore lint/suspicious/noArrayIndexKey: the same
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}
