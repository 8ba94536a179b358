import type { Kind, Node, Vocabulary } from './assistant.queries';
import { NEED_WORDS } from './needs';
import { holds, isLatin, length, nameVariants } from './words';

// The kind of product a question names, from the shop's vocabulary (assistant.queries.ts): the
// names of its categories, feature groups and subcategories in every language, and the words of
// each one's kind (the platform's `kinds`, the words search reads too) and the shop's own words.
// Pure: unit-tested with a vocabulary written by hand.

/** What a question names of the shop's kinds of product. */
export interface KindFound {
  /** The places of the kind named: one, or siblings sharing the word ('耳机': three kinds of earphones). */
  nodes?: Node[];
  /** A kind of the platform the shop has no place for ("printers"), and the word that named it. */
  missing?: { kind: Kind; word: string };
  /** Named only by a need word ("gaming"): a follow-up keeps the earlier kind instead. */
  weak?: boolean;
  /** Every word of a kind or place the question holds (to leave them out of a product name). */
  words: string[];
  /** The kind's own word that named the place found (not a heading of the shop's). */
  word?: string;
}

interface Mention {
  node: Node;
  word: string;
  /** Said by its kind's or the shop's own words, not only a heading of the shop's. */
  strong: boolean;
}

const NEED_VOCABULARY = new Set(Object.values(NEED_WORDS).flat());

const isAncestor = (a: Node, b: Node) =>
  a !== b &&
  ((a.level === 'category' && b.category_id === a.id && b.level !== 'category') ||
    (a.level === 'group' && b.level === 'subcategory' && b.group_id === a.id));

/** These places without those inside another of them (a group's subcategories, a category's groups). */
export const withoutDescendants = (nodes: Node[]) =>
  nodes.filter((n) => !nodes.some((o) => isAncestor(o, n)));

const DEPTH = { category: 0, group: 1, subcategory: 2 } as const;

/** Keeps what `keep` keeps, unless that is nothing. */
const narrow = <T>(list: T[], keep: (item: T) => boolean) => {
  const kept = list.filter(keep);
  return kept.length ? kept : list;
};

/**
 * The kind of product a question names: of the words of kinds and names of places it holds, the
 * longest; a word that describes another named kind gives way to it ('charger' of "wireless
 * charger", 'earbuds' of "earbuds for my phone"), a need word ('gaming' of "laptop for gaming")
 * to a kind, a place to the more specific one named with it ("flagship phone": the Flagship
 * subcategory, not Smartphones), a heading of the shop's to a kind's word ("budget laptop":
 * laptops, not the Budget phones). Siblings named by the same word are all kept. A kind the
 * shop has no place for counts only when no place is named.
 */
export function findKind(text: string, vocab: Vocabulary): KindFound {
  const mentions: Mention[] = [];
  for (const node of vocab.nodes) {
    for (const name of node.names.flatMap(nameVariants))
      if (length(name) >= (isLatin(name) ? 3 : 2) && holds(text, name))
        mentions.push({ node, word: name, strong: node.words.includes(name) });
    for (const word of node.words)
      if (length(word) >= 2 && !node.names.includes(word) && holds(text, word))
        mentions.push({ node, word, strong: true });
  }
  const missing = missingKind(text, vocab);
  const words = [...new Set(mentions.map((m) => m.word)), ...(missing ? [missing.word] : [])];
  const inside = (word: string, longer: string) => length(longer) > length(word) && longer.includes(word);
  let pool = mentions.filter(
    (m) =>
      !mentions.some((o) => inside(m.word, o.word)) &&
      // 'ព្រី' (a plug) inside 'ម៉ាស៊ីនព្រីន' (a printer); but 'laptop' of "gaming laptop" is laptops.
      !(missing && inside(m.word, missing.word) && !(isLatin(m.word) && isLatin(missing.word))),
  );
  const named = pool.filter((m) => !NEED_VOCABULARY.has(m.word));
  const weak = pool.length > 0 && named.length === 0;
  if (!weak) pool = named;
  if (missing && (!pool.length || weak)) return { missing, words, word: missing.word };
  if (!pool.length) return { words };
  pool = narrow(pool, (m) => !vocab.modifiers.has(m.word));
  pool = pool.filter((m) => !pool.some((o) => isAncestor(m.node, o.node)));
  pool = narrow(pool, (m) => m.strong);
  const longest = Math.max(...pool.map((m) => length(m.word)));
  pool = pool.filter((m) => length(m.word) === longest);
  const deepest = Math.max(...pool.map((m) => DEPTH[m.node.level]));
  const nodes = [...new Set(pool.filter((m) => DEPTH[m.node.level] === deepest).map((m) => m.node))];
  const first = pool[0];
  return { nodes, ...(weak ? { weak } : {}), words, ...(first?.strong ? { word: first.word } : {}) };
}

/** The kind the shop has no place for that the question names by its longest word, if any. */
function missingKind(text: string, vocab: Vocabulary) {
  let best: { kind: Kind; word: string } | undefined;
  for (const kind of vocab.missing)
    for (const word of kind.words)
      if (length(word) >= 2 && holds(text, word) && (!best || length(word) > length(best.word)))
        best = { kind, word };
  return best;
}
