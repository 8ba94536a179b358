export { toCents, toDollars } from '@shop/contracts/money';

/** Riel per dollar when a shop sets no rate of its own. */
export const DEFAULT_KHR_PER_USD = 4100;

/**
 * Dollar cents in riel at a shop's rate, to the nearest 100 riel (the smallest note in use): what
 * a riel total shows and what a KHQR in riel asks for.
 */
export const toRiel = (cents: number, khrPerUsd: number) => Math.round((cents * khrPerUsd) / 10_000) * 100;
