// Money as the API counts it, for both apps: integer US cents, turned into the dollars an answer
// carries only at the edge. The storefront's own sums (the guest cart in the browser, a line
// while its new quantity is on its way) count in cents with these, as the API does, so the two
// never differ by a float's rounding. No Zod here: the browser imports it.

/** Dollars as an answer carries them (two decimals at most) to cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** Cents (how money is stored and summed) to the dollars an answer carries. */
export const toDollars = (cents: number) => Math.round(cents) / 100;

/** The whole percent a promo price takes off the regular one, for the badge (none below 1 %). */
export function discountPercent(regularCents: number, paidCents: number): number | null {
  if (regularCents <= 0 || paidCents >= regularCents) return null;
  const percent = Math.round((1 - paidCents / regularCents) * 100);
  return percent > 0 ? percent : null;
}
