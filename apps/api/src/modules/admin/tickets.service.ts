import { randomInt } from 'node:crypto';
import type {
  AdminTicket,
  AdminTicketList,
  AdminTicketRow,
  TicketMoveBody,
  TicketStatus,
  TicketTakeInBody,
} from '@shop/contracts';
import { serviceTicketEvents, serviceTickets } from '@shop/db';
import { and, asc, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { toCents, toDollars } from '../../lib/money';
import { lookupPhone } from '../aftersales/aftersales.service';
import { ticketMovesFrom } from '../aftersales/ticket-states';
import { audit } from './audit';

// Repair tickets at the counter (issue 30, part 6): taken in (the API makes the code the customer's
// slip shows), then moved by the state machine of ticket-states.ts with a note the customer reads
// on /check-result/{code}. Each write is one transaction: the ticket, its event and its audit row.
// A move names the status it was read at; a move the machine refuses, or one someone else made
// first, is a 409 carrying the ticket as it now is.

type TicketRow = typeof serviceTickets.$inferSelect;

/** The letters of a code: no 0/O or 1/I/L, so a code read out at the counter is heard right. */
const CODE_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 6;
/** Tries before giving up: a clash is one in tens of millions while a shop has few thousand tickets. */
const CODE_TRIES = 5;

/** A new code, as the demo shops' are: RT- and six random letters and digits (RT-7K3Q9P). */
export function newTicketCode(): string {
  let code = 'RT-';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return code;
}

const iso = (d: Date) => d.toISOString();

function rowOf(t: TicketRow): AdminTicketRow {
  return {
    id: t.id,
    code: t.code,
    customer_name: t.customerName,
    phone: t.phone,
    device: t.device,
    status: t.status,
    quote: t.quoteCents === null ? null : toDollars(t.quoteCents),
    created_at: iso(t.createdAt),
    updated_at: iso(t.updatedAt),
  };
}

/** `%q%` for like, its wildcards escaped. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** A code, a phone (012 345 678, +855 12 345 678 or a part of five digits or more) or a name. */
function searchOf(q: string): SQL | undefined {
  const digits = q.replace(/[\s().+-]/g, '');
  const found: (SQL | undefined)[] = [
    ilike(serviceTickets.code, contains(q)),
    ilike(serviceTickets.customerName, contains(q)),
  ];
  if (/^\d{5,15}$/.test(digits))
    found.push(like(serviceTickets.phone, contains(digits.replace(/^855/, '').replace(/^0/, ''))));
  return or(...found);
}

/** A page of the shop's tickets, newest first, by status and a search. */
export async function adminTickets(
  ctx: StaffContext,
  query: { status?: TicketStatus; q?: string; page: number; row_per_page: number },
): Promise<AdminTicketList> {
  const where = and(
    eq(serviceTickets.storeId, ctx.store.id),
    query.status ? eq(serviceTickets.status, query.status) : undefined,
    query.q ? searchOf(query.q) : undefined,
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(serviceTickets)
      .where(where)
      .orderBy(desc(serviceTickets.createdAt), desc(serviceTickets.id))
      .limit(query.row_per_page)
      .offset((query.page - 1) * query.row_per_page),
    ctx.db.select({ n: count() }).from(serviceTickets).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: list.map(rowOf),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(n / query.row_per_page)),
    per_page: query.row_per_page,
    total: n,
  };
}

/** One ticket of the shop with its steps and the moves it has, or a 404. */
export async function adminTicket(ctx: StaffContext, id: number): Promise<AdminTicket> {
  const [t] = await ctx.db
    .select()
    .from(serviceTickets)
    .where(and(eq(serviceTickets.storeId, ctx.store.id), eq(serviceTickets.id, id)));
  if (!t) throw notFound(`Ticket ${id} not found`);
  const events = await ctx.db
    .select({
      id: serviceTicketEvents.id,
      status: serviceTicketEvents.status,
      note: serviceTicketEvents.note,
      at: serviceTicketEvents.at,
    })
    .from(serviceTicketEvents)
    .where(and(eq(serviceTicketEvents.storeId, ctx.store.id), eq(serviceTicketEvents.ticketId, id)))
    .orderBy(asc(serviceTicketEvents.at), asc(serviceTicketEvents.id));
  return {
    ...rowOf(t),
    problem: t.problem,
    technician_note: t.technicianNote,
    technician_name: t.technicianName,
    moves: [...ticketMovesFrom(t.status)],
    events: events.map((e) => ({ ...e, at: iso(e.at) })),
  };
}

/** Takes a device in: a new ticket (received) with a code no other ticket of the shop has. */
export async function takeIn(outer: StaffContext, body: TicketTakeInBody): Promise<AdminTicket> {
  const phone = lookupPhone(body.phone);
  const id = await inTransaction(outer, async (ctx) => {
    const storeId = ctx.store.id;
    for (let i = 0; i < CODE_TRIES; i++) {
      const code = newTicketCode();
      // `do nothing` rather than catching the unique violation: the transaction stays usable.
      const [row] = await ctx.db
        .insert(serviceTickets)
        .values({
          storeId,
          code,
          customerName: body.customer_name,
          phone,
          device: body.device,
          problem: body.problem,
          status: 'received',
        })
        .onConflictDoNothing()
        .returning({ id: serviceTickets.id });
      if (!row) continue;
      const note = body.note ?? '';
      await ctx.db
        .insert(serviceTicketEvents)
        .values({ storeId, ticketId: row.id, status: 'received', note });
      await audit(ctx, {
        action: 'ticket.taken_in',
        entity: 'ticket',
        entityId: row.id,
        after: { code, customer_name: body.customer_name, phone, device: body.device, note },
      });
      return row.id;
    }
    throw new AppError(503, 'No free ticket code was found: try again');
  });
  return adminTicket(outer, id);
}

/** A refusal of a move that carries the ticket as it now is (the page shows it instead). */
async function refusedWith(ctx: StaffContext, id: number, message: string): Promise<never> {
  throw new AppError(409, message, {}, await adminTicket(ctx, id));
}

/** Moves a ticket of the shop from `body.from` to `body.to`, with the step's note; answers the ticket after. */
export async function moveTicket(
  outer: StaffContext,
  id: number,
  body: TicketMoveBody,
): Promise<AdminTicket> {
  await inTransaction(outer, async (ctx) => {
    const storeId = ctx.store.id;
    const [t] = await ctx.db
      .select()
      .from(serviceTickets)
      .where(and(eq(serviceTickets.storeId, storeId), eq(serviceTickets.id, id)))
      .for('update');
    if (!t) throw notFound(`Ticket ${id} not found`);
    if (t.status !== body.from)
      await refusedWith(
        ctx,
        id,
        `Ticket ${t.code} is ${t.status} now, not ${body.from}: someone moved it first`,
      );
    if (!ticketMovesFrom(t.status).includes(body.to))
      await refusedWith(ctx, id, `A ticket that is ${t.status} cannot become ${body.to}`);
    const note = body.note ?? '';
    const set: Partial<typeof serviceTickets.$inferInsert> = { status: body.to, updatedAt: new Date() };
    const before: Record<string, unknown> = { status: t.status };
    const after: Record<string, unknown> = { status: body.to };
    if (note) {
      set.technicianNote = note;
      Object.assign(before, { technician_note: t.technicianNote });
      Object.assign(after, { technician_note: note });
    }
    if (body.technician_name && body.technician_name !== t.technicianName) {
      set.technicianName = body.technician_name;
      Object.assign(before, { technician_name: t.technicianName });
      Object.assign(after, { technician_name: body.technician_name });
    }
    if (body.quote !== undefined) {
      const quoteCents = body.quote === null ? null : toCents(body.quote);
      if (quoteCents !== t.quoteCents) {
        set.quoteCents = quoteCents;
        Object.assign(before, { quote_cents: t.quoteCents });
        Object.assign(after, { quote_cents: quoteCents });
      }
    }
    await ctx.db
      .update(serviceTickets)
      .set(set)
      .where(and(eq(serviceTickets.storeId, storeId), eq(serviceTickets.id, id)));
    await ctx.db.insert(serviceTicketEvents).values({ storeId, ticketId: id, status: body.to, note });
    await audit(ctx, { action: `ticket.${body.to}`, entity: 'ticket', entityId: id, before, after });
  });
  return adminTicket(outer, id);
}
