// The light markup of the shop's own texts (help articles, policy sections, news posts), drawn as
// React elements, never as HTML: paragraphs split by a blank line, `## ` a heading (with an
// anchor), `- ` a list item. Anything else is text, so a `<` in a text stays a `<`.

import { parseRichText } from '@shop/contracts/rich-text';

export { parseRichText, type RichBlock } from '@shop/contracts/rich-text';

/** The headings of a text with their anchors (a table of contents). */
export function richHeadings(text: string, anchorPrefix = 'section') {
  return parseRichText(text, anchorPrefix).flatMap((b) =>
    b.kind === 'heading' ? [{ id: b.id, text: b.text }] : [],
  );
}

/** Plain text of a marked-up text (meta descriptions, JSON-LD answers). */
export function richPlainText(text: string): string {
  return parseRichText(text)
    .map((b) => (b.kind === 'list' ? b.items.join('; ') : b.text))
    .join(' ');
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
