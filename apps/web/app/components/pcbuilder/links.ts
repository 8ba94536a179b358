import { type BuildItem, buildToQuery, PC_MAX_QUANTITY, type PcSlot } from '@shop/contracts';

// The builder's links: every change of the build is a new URL (the shareable link), so each works
// without JavaScript as a plain link.

/** The builder's address for a build (unprefixed), with more parameters if given. */
export function builderPath(items: readonly BuildItem[], extra: Record<string, string> = {}): string {
  const params = buildToQuery(items);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const q = params.toString();
  return `/pcbuilder${q ? `?${q}` : ''}`;
}

/** The build with `slot` holding `productId` (one of it), the rest kept. */
export function withPart(items: readonly BuildItem[], slot: PcSlot, productId: number): BuildItem[] {
  return [...items.filter((i) => i.slot !== slot), { slot, product_id: productId, quantity: 1 }];
}

/** The build without `slot`. */
export function withoutSlot(items: readonly BuildItem[], slot: PcSlot): BuildItem[] {
  return items.filter((i) => i.slot !== slot);
}

/** The build with `slot`'s quantity moved by `delta`, within 1 and PC_MAX_QUANTITY. */
export function withQuantity(items: readonly BuildItem[], slot: PcSlot, delta: 1 | -1): BuildItem[] {
  return items.map((i) =>
    i.slot === slot ? { ...i, quantity: Math.min(PC_MAX_QUANTITY, Math.max(1, i.quantity + delta)) } : i,
  );
}
