import type { AUDIT_ENTITIES } from '@shop/contracts';
import { auditLog, type Database } from '@shop/db';
import type { StaffContext } from '../../context';

// The audit log: one append-only row per staff action, written on the action's own database (its
// transaction, when it runs in one), so an action and its row are committed together or not at
// all. Nothing updates or deletes a row (a trigger of migration 0019 refuses it).

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditEntry {
  /** What was done: `order.shipped`, `payment.approved`, `staff.role_changed`… */
  action: string;
  entity: AuditEntity;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Records one action of the context's staff member in the context's shop. */
export async function audit(ctx: StaffContext, entry: AuditEntry, storeId = ctx.store.id) {
  await writeAudit(ctx.db, {
    storeId,
    staffId: ctx.staff.id,
    channel: ctx.channel,
    address: ctx.client,
    requestId: ctx.requestId,
    ...entry,
  });
}

/** Writes audit rows as given (a sign-in, which names no shop of its own, writes one per shop). */
export async function writeAudit(
  db: Database,
  ...rows: (AuditEntry & {
    storeId: number;
    staffId: number | null;
    channel: StaffContext['channel'];
    address: string;
    requestId: string;
  })[]
) {
  if (!rows.length) return;
  await db.insert(auditLog).values(
    rows.map((row) => ({
      storeId: row.storeId,
      staffId: row.staffId,
      action: row.action,
      entity: row.entity,
      entityId: String(row.entityId),
      before: row.before ?? null,
      after: row.after ?? null,
      channel: row.channel,
      address: row.address.slice(0, 64),
      requestId: row.requestId,
    })),
  );
}
