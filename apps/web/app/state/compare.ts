import { MAX_COMPARE } from '@shop/contracts/constants';
import { STORAGE_KEYS } from '../constants';
import { createLocalList, parseCompareItem, useLocalList } from './local-list';

/** The products to compare, kept in the browser under the specification's key. */
export const compareList = createLocalList(STORAGE_KEYS.compare, parseCompareItem);

/** How many products the compare list holds (0 on the server and during hydration). */
export function useCompareCount(): number {
  return useLocalList(compareList).length;
}

export type CompareResult = 'added' | 'max' | 'exists';

/** Adds a product to the compare list: duplicates and a fifth product are refused. */
export function addToCompare(id: number): CompareResult {
  const items = compareList.read();
  if (items.some((item) => item.id === id)) return 'exists';
  if (items.length >= MAX_COMPARE) return 'max';
  compareList.write([...items, { id }]);
  return 'added';
}

export function removeFromCompare(ids: number[]): void {
  compareList.write(compareList.read().filter((item) => !ids.includes(item.id)));
}
