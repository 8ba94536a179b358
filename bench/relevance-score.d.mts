/** A query of bench/relevance-queries.json and how it is judged, with its shop's code. */
export interface JudgedQuery {
  store: string;
  q: string;
  lang: string;
  cat?: string[];
  sub?: string[];
  topSub?: string[];
  name?: string;
  top?: string;
  typed?: boolean;
  none?: boolean;
}

/** A product of a shop's catalogue as it is judged: category slug, English subcategory and name. */
export interface JudgedProduct {
  cat: string;
  sub: string;
  name: string;
}

export interface Scores {
  p3: number;
  ndcg: number;
}

/** The mean scores of `n` queries of a shop and language ('all' for every shop or language). */
export interface MeanScores extends Scores {
  store: string;
  lang: string;
  n: number;
}

export const LANGS: readonly string[];
export function readQueries(): JudgedQuery[];
export function grade(q: JudgedQuery, p: JudgedProduct | undefined): 0 | 1 | 2;
export function dcg(grades: readonly number[]): number;
export function score(
  q: JudgedQuery,
  ids: readonly number[],
  catalogue: ReadonlyMap<number, JudgedProduct>,
): Scores;
export function summarize(rows: readonly (Scores & { store: string; lang: string })[]): MeanScores[];
