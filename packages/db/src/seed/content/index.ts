// A demo shop's own content beyond the catalogue: help center, policy and news (help.ts), demo
// orders with warranty units, tracking and repair tickets (aftersales.ts), and its services and
// technicians (services.ts). Run by seedStore after the catalogue and the demo customer, and by
// seedMissingContent for a demo shop created before this content existed.
import { seedAftersales } from './aftersales';
import { seedHelp } from './help';
import { seedServices } from './services';
import type { ContentSeed } from './types';

export type { ContentSeed } from './types';

export async function seedShopContent(seed: ContentSeed): Promise<void> {
  await seedHelp(seed);
  await seedServices(seed);
  await seedAftersales(seed);
}
