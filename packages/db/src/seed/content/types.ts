import type { Database } from '../../client';

/** What a part of a demo shop's content is seeded into. */
export interface ContentSeed {
  db: Database;
  storeId: number;
  /** The demo shop's code (S001, S002, S007). */
  code: string;
  /** The demo customer's id in this shop. */
  customerId: number;
}
