// The light markup of the shop's own texts (help articles, policy sections, news posts), drawn as
// the storefront draws it (apps/web/app/components/content/rich-text.tsx): both read the blocks
// with @shop/contracts' parseRichText, so the preview of a hidden page is what shoppers will see.
// React elements, never HTML: a `<` in a text stays a `<`.

import { parseRichText } from '@shop/contracts/rich-text';

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
