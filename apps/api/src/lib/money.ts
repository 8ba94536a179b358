/** Cents (how money is stored) to the USD number the API answers with. */
export const toDollars = (cents: number) => Math.round(cents) / 100;
