import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@shop/contracts';
import { type Database, idempotencyKeys } from '@shop/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AppEnv, type Deps, requestContext } from '../context';
import { AppError, badRequest } from './errors';
import type { Message, Sender } from './sender';

// Retries never double a write. A call sent with an `Idempotency-Key` header runs in one database
// transaction together with its key's row: the row is inserted first, the handler runs on the
// transaction (the request's `deps.db` is swapped for it), and its answer is stored in the row
// before the commit. So the write and its answer are committed together or not at all, even if the
// process dies between them, and a retry with the same key gets the stored answer back. A second
// call with the key while the first still runs waits on the key's unique index until the first
// commits, then replays its answer (or, if the first rolled back, runs itself).
//
// Calls with one key in one process are taken one at a time before any of that: a double tap
// waits in memory for the first call instead of holding a pooled connection blocked on the index
// (fifty double taps held most of the pool that way), and a call whose key already has an answer
// replays it from one read, with no transaction. Other processes still meet on the index.
//
// Only a 2xx answer is stored. Anything else rolls the transaction back: the routes' refusals
// (400, 404, 409, 429) write nothing, and a shopper who corrects a refused form and sends it again
// with the same key must not be told the key was used; a 5xx leaves the key free for the retry.

/** How long a key's answer is replayed; an older row is taken over by a new call with its key. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Old rows deleted per keyed call: enough to keep the table to a day's keys. */
const EXPIRED_PER_CALL = 50;

export const KEY_INVALID = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (a UUID, say)`;
export const KEY_REUSED = `This ${IDEMPOTENCY_KEY_HEADER} was used for another request (another method, path or body); use a new key for a new request`;

interface Call {
  storeId: number;
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

interface StoredAnswer {
  method: string;
  path: string;
  requestHash: string;
  responseStatus: number | null;
  responseBody: string | null;
}

/**
 * Who a key belongs to: the staff member of a back-office call, the signed-in customer, else the caller's address (the storefront
 * forwards the shopper's). Keys are random per user action, so the scope only keeps one caller's
 * keys apart from another's; it is part of the unique key, never a secret.
 */
function scopeOf(c: Context<AppEnv>): string {
  const member = c.get('staff');
  if (member) return `staff:${member.id}`;
  const customer = c.get('customer');
  if (customer) return `customer:${customer.id}`;
  return `client:${requestContext(c).client}`;
}

/** Deletes some rows of the shop past their day; `skip locked`, so two calls never wait on each other. */
async function dropExpired(tx: Database, storeId: number) {
  await tx.execute(sql`
    delete from ${idempotencyKeys}
    where (store_id, id) in (
      select store_id, id from ${idempotencyKeys}
      where store_id = ${storeId} and created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
      limit ${EXPIRED_PER_CALL}
      for update skip locked
    )`);
}

/**
 * Claims the key: a new row, or a row past its day taken over. Undefined when a live row holds the
 * key; a concurrent claim of the same key blocks here until the other transaction ends.
 */
async function claim(tx: Database, call: Call): Promise<number | undefined> {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values(call)
    .onConflictDoUpdate({
      target: [idempotencyKeys.storeId, idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        method: call.method,
        path: call.path,
        requestHash: call.requestHash,
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
    })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

/** The live (within its day) stored answer of a key, if its call succeeded and committed. */
async function liveAnswer(db: Database, call: Call): Promise<StoredAnswer | undefined> {
  const row = await storedAnswer(
    db,
    call,
    sql`${idempotencyKeys.createdAt} >= now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
  );
  return row?.responseStatus == null ? undefined : row;
}

/** The calls of each key running in this process, per database (a process may serve several). */
const running = new WeakMap<object, Map<string, Promise<void>>>();

/** Runs `work` after every earlier call of the same key in this process has ended. */
async function oneAtATime<T>(db: Database, call: Call, work: () => Promise<T>): Promise<T> {
  let calls = running.get(db);
  if (!calls) {
    calls = new Map();
    running.set(db, calls);
  }
  const id = JSON.stringify([call.storeId, call.scope, call.key]);
  const before = calls.get(id);
  let done = () => {};
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  const last = before ? before.then(() => mine) : mine;
  calls.set(id, last);
  try {
    if (before) await before;
    return await work();
  } finally {
    done();
    if (calls.get(id) === last) calls.delete(id);
  }
}

/** The key's row as stored (and, with `also`, only if that holds too). */
async function storedAnswer(db: Database, call: Call, also?: SQL): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.storeId, call.storeId),
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.key, call.key),
        also,
      ),
    );
  return row;
}

/** A sender that holds messages until the transaction commits (and drops them if it does not). */
function deferredSender(sender: Sender) {
  const held: Message[] = [];
  return {
    sender: { send: async (message: Message) => void held.push(message) } satisfies Sender,
    flush: async () => {
      for (const message of held) await sender.send(message);
    },
  };
}

/**
 * The hash of a request's body. Its bytes, not its text: a picture's multipart body decoded as
 * UTF-8 would reach the handler mangled (Hono gives later readers the body as first read). A
 * multipart body without its boundary, which every sending of the same form draws anew: a form
 * sent again is the same request.
 */
function bodyHash(body: ArrayBuffer, contentType: string): string {
  const hash = createHash('sha256');
  const bytes = Buffer.from(body);
  const boundary = /^multipart\/[^;]+;.*\bboundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return hash.update(bytes).digest('hex');
  const marker = Buffer.from(boundary);
  let from = 0;
  for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, from)) {
    hash.update(bytes.subarray(from, at)).update('\0');
    from = at + marker.length;
  }
  return hash.update(bytes.subarray(from)).digest('hex');
}

/** Thrown inside the transaction to roll it back when the answer is not to be kept. */
class NotKept extends Error {}

/**
 * Makes a write replayable with an `Idempotency-Key` header (mount after the shop, the customer and
 * the language; the route's validation and handler run inside). Without the header the call runs
 * as it would without this middleware.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(KEY_INVALID);
  const deps = c.get('deps');
  const call: Call = {
    storeId: c.get('store').id,
    scope: scopeOf(c),
    key,
    method: c.req.method,
    path: c.req.path,
    requestHash: bodyHash(await c.req.arrayBuffer(), c.req.header('content-type') ?? ''),
  };
  const previous = await oneAtATime(deps.db, call, async () => {
    const replay = await liveAnswer(deps.db, call);
    if (replay) return replay;
    const messages = deferredSender(deps.sender);
    let stored: StoredAnswer | undefined;
    try {
      await deps.db.transaction(async (tx) => {
        await dropExpired(tx, call.storeId);
        const id = await claim(tx, call);
        if (id === undefined) {
          stored = await storedAnswer(tx, call);
          return;
        }
        // Everything the handler does goes through the request's deps: on the transaction, which
        // also holds PGlite's only connection (the outer db would wait for it forever).
        const inner: Deps = { ...deps, db: tx, sender: messages.sender };
        c.set('deps', inner);
        try {
          await next();
        } finally {
          c.set('deps', deps);
        }
        if (c.error || c.res.status < 200 || c.res.status > 299) throw new NotKept();
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: c.res.status, responseBody: await c.res.clone().text() })
          .where(and(eq(idempotencyKeys.storeId, call.storeId), eq(idempotencyKeys.id, id)));
      });
    } catch (error) {
      if (error instanceof NotKept) return undefined;
      throw error;
    }
    if (!stored) await messages.flush();
    return stored;
  });
  if (!previous) return;
  if (
    previous.method !== call.method ||
    previous.path !== call.path ||
    previous.requestHash !== call.requestHash
  )
    throw new AppError(422, KEY_REUSED);
  if (previous.responseStatus === null || previous.responseBody === null)
    throw new AppError(
      409,
      `A request with this ${IDEMPOTENCY_KEY_HEADER} is still running; try again shortly`,
    );
  return c.body(previous.responseBody, previous.responseStatus as 200, {
    'content-type': 'application/json',
    [IDEMPOTENT_REPLAYED_HEADER]: 'true',
  });
});
