import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql';

// The outbox's claims and outcomes. A sender claims a chat whose oldest unsent row is due and whose
// pace allows a message now, leasing the chat (every API process shares the table: FOR UPDATE SKIP
// LOCKED, then the lease, so two senders never hold one chat); it sends that row, then records
// the outcome and the chat's next slot in one transaction. A sender that dies leaves the lease to
// run out: the row is sent by the next. Rows of a chat go strictly in order.

export interface Claim {
  storeId: number;
  id: number;
  orderId: number;
  kind: 'order' | 'receipt';
  chatId: string;
  attempts: number;
  createdAt: Date;
  /** The chat's recent sends (its pace). */
  recent: Date[];
  /** The newest unsent `order` row of this order and chat seen at the claim: sending the order's
   * state as it is now tells all of them. */
  coversId: number;
}

/** Claims the next due row of a chat that may be sent to now, or null. */
export async function claimNext(db: Database, leaseMs: number): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{
      store_id: number;
      id: number;
      order_id: number;
      kind: 'order' | 'receipt';
      chat_id: string;
      attempts: number;
      created_at: string | Date;
      recent: (string | Date)[] | string;
      covers_id: number | null;
    }>(
      tx as unknown as Database,
      sql`select o.store_id, o.id, o.order_id, o.kind, c.chat_id, o.attempts, o.created_at, c.recent,
            (select max(x.id) from telegram_outbox x
             where x.chat_id = c.chat_id and x.store_id = o.store_id and x.order_id = o.order_id
               and x.kind = 'order' and x.sent_at is null and x.failed_at is null) as covers_id
          from telegram_chats c
          cross join lateral (
            select * from telegram_outbox h
            where h.chat_id = c.chat_id and h.sent_at is null and h.failed_at is null
            order by h.id limit 1) o
          where (c.leased_until is null or c.leased_until < now()) and c.next_at <= now() and o.next_at <= now()
          order by o.id
          limit 1
          for update of c skip locked`,
    );
    if (!row) return null;
    await tx.execute(sql`
      update telegram_chats set leased_until = now() + ${`${leaseMs} milliseconds`}::interval
      where chat_id = ${row.chat_id}`);
    await tx.execute(sql`
      update telegram_outbox set attempts = attempts + 1,
        leased_until = now() + ${`${leaseMs} milliseconds`}::interval
      where store_id = ${row.store_id} and id = ${row.id}`);
    return {
      storeId: row.store_id,
      id: row.id,
      orderId: row.order_id,
      kind: row.kind,
      chatId: row.chat_id,
      attempts: row.attempts + 1,
      createdAt: new Date(row.created_at),
      recent: timestamps(row.recent),
      coversId: row.covers_id ?? row.id,
    };
  });
}

/** A timestamptz[] as the drivers give it: an array (pg) or its text form (PGlite may). */
function timestamps(value: (string | Date)[] | string): Date[] {
  const list =
    typeof value === 'string'
      ? value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : value;
  return list.map((v) => new Date(typeof v === 'string' ? v.replace(/^"|"$/g, '') : v));
}

export interface Outcome {
  /** Sent (or nothing was left to send); else the error. */
  sent: boolean;
  error?: string;
  /** Try again at (a transient failure); absent with an error: failed for good. */
  retryAt?: Date;
  /** The chat may be sent to again at (the pace, or retry_after). */
  chatNextAt: Date;
  recent: Date[];
}

/** Records a claim's outcome and lets the chat go, in one transaction. */
export async function finish(db: Database, claim: Claim, outcome: Outcome) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (outcome.sent) {
      await t.execute(sql`
        update telegram_outbox set sent_at = now(), leased_until = null, error = ''
        where store_id = ${claim.storeId} and id = ${claim.id}`);
      if (claim.kind === 'order')
        await t.execute(sql`
          update telegram_outbox set sent_at = now(), leased_until = null
          where chat_id = ${claim.chatId} and store_id = ${claim.storeId} and order_id = ${claim.orderId}
            and kind = 'order' and id <= ${claim.coversId} and sent_at is null and failed_at is null`);
    } else if (outcome.retryAt) {
      await t.execute(sql`
        update telegram_outbox set next_at = ${outcome.retryAt.toISOString()}::timestamptz, leased_until = null,
          error = ${outcome.error ?? ''}
        where store_id = ${claim.storeId} and id = ${claim.id}`);
    } else {
      await t.execute(sql`
        update telegram_outbox set failed_at = now(), leased_until = null, error = ${outcome.error ?? ''}
        where store_id = ${claim.storeId} and id = ${claim.id}`);
    }
    await t.execute(sql`
      update telegram_chats set leased_until = null, next_at = ${outcome.chatNextAt.toISOString()}::timestamptz,
        recent = ${`{${outcome.recent.map((d) => `"${d.toISOString()}"`).join(',')}}`}::timestamptz[]
      where chat_id = ${claim.chatId}`);
  });
}

/** What the group was last sent for an order: its message, and the text it says now. */
export async function messageOf(db: Database, claim: Claim) {
  const [row] = await rows<{ message_id: string | number; text: string }>(
    db,
    sql`select message_id, text from telegram_messages
        where store_id = ${claim.storeId} and order_id = ${claim.orderId} and chat_id = ${claim.chatId}`,
  );
  return row ? { messageId: Number(row.message_id), text: row.text } : null;
}

/** Records the order's message in the group (a new one replaces one that was deleted there). */
export async function rememberMessage(db: Database, claim: Claim, messageId: number, text: string) {
  await db.execute(sql`
    insert into telegram_messages (store_id, order_id, chat_id, message_id, text)
    values (${claim.storeId}, ${claim.orderId}, ${claim.chatId}, ${messageId}, ${text})
    on conflict (store_id, order_id, chat_id) do update set message_id = excluded.message_id, text = excluded.text`);
}

/**
 * Forgets what is no longer needed: updates older than two days (Telegram retries a delivery for
 * a day at most) and rows sent more than 30 days ago. Failed rows stay for the owner.
 */
export async function sweep(db: Database) {
  await db.execute(sql`delete from telegram_updates where at < now() - interval '2 days'`);
  await db.execute(sql`delete from telegram_outbox where sent_at < now() - interval '30 days'`);
}
