import type { ContentSeed } from './types';

/** TODO(issue 12): filled in by the aftersales part. */
export async function seedAftersales(_seed: ContentSeed): Promise<void> {}
