import type { AuditRow } from '@shop/contracts';
import { auditLog, staff } from '@shop/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { StaffContext } from '../../context';
import { toPage } from '../../lib/params';

/** A page of the shop's audit log, newest first, filtered by entity (and its id) or by who. */
export async function auditPage(
  ctx: StaffContext,
  query: { entity?: string; entity_id?: string; staff_id?: number; page: number; row_per_page: number },
) {
  const where: (SQL | undefined)[] = [eq(auditLog.storeId, ctx.store.id)];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id));
  if (query.staff_id) where.push(eq(auditLog.staffId, query.staff_id));
  const filter = and(...where);
  const [list, [total]] = [
    await ctx.db
      .select({ row: auditLog, who: { id: staff.id, email: staff.email, name: staff.name } })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(filter)
      // As audit_log_at_idx keeps them (nulls last), so a page is a walk of the index.
      .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
      .limit(query.row_per_page)
      .offset((query.page - 1) * query.row_per_page),
    await ctx.db.select({ n: count() }).from(auditLog).where(filter),
  ];
  const data: AuditRow[] = list.map(({ row, who }) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff: who?.id ? { id: who.id, email: who.email, name: who.name } : null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    channel: row.channel,
    address: row.address,
  }));
  return toPage(data, total?.n ?? 0, query.page, query.row_per_page);
}
