import type { ContentSeed } from './types';

/** TODO(issue 12): filled in by the services part. */
export async function seedServices(_seed: ContentSeed): Promise<void> {}
