import type { ContentSeed } from './types';

/** TODO(issue 12): filled in by the help part. */
export async function seedHelp(_seed: ContentSeed): Promise<void> {}
