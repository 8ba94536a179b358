import { randomInt } from 'node:crypto';
import { outbox, stores } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { forwardedFrom, type TestApi } from '../../test/harness';

// Test helpers of the account tests: each test makes its own customer, phone and client
// address, so no test sees another's accounts, codes or rate-limit counters.

let serial = 0;
const next = () => `${process.pid}${++serial}${randomInt(1000, 9999)}`;

export const shop = (code = 'S001') => ({ 'x-store-code': code });

/** A fresh identity: e-mail, phone (+855 9…), and a client address for X-Forwarded-For. */
export function identity() {
  const n = next();
  return {
    name: 'Dara Test',
    email: `user${n}@example.com`,
    phone: `+8559${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    password: 'correct horse battery',
    client: `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`,
  };
}
export type Identity = ReturnType<typeof identity>;

/** Headers of a call from this identity's client to a shop. */
export const from = (who: Identity, code = 'S001') => ({
  ...shop(code),
  ...forwardedFrom(who.client),
});

export async function registered(api: TestApi, who = identity(), code = 'S001') {
  const res = await api.send('POST', '/api/auth/register', {
    headers: from(who, code),
    body: { name: who.name, email: who.email, phone: who.phone, password: who.password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { who, token: res.body.data.token as string, session: res.body.data };
}

/** The last message the shop wrote to the outbox for a recipient. */
export async function lastMessage(api: TestApi, recipient: string, code = 'S001') {
  const [row] = await api.db
    .select({ channel: outbox.channel, subject: outbox.subject, body: outbox.body, sentAt: outbox.sentAt })
    .from(outbox)
    .innerJoin(stores, eq(stores.id, outbox.storeId))
    .where(and(eq(stores.code, code), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The 6-digit code of the last message to a recipient. */
export async function lastCode(api: TestApi, recipient: string, code = 'S001') {
  const message = await lastMessage(api, recipient, code);
  const found = /\b(\d{6})\b/.exec(message?.body ?? '');
  if (!found?.[1]) throw new Error(`No code sent to ${recipient}`);
  return found[1];
}

export async function countMessages(api: TestApi, recipient: string) {
  return (await api.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;
}

/** A wrong code: any 6 digits but the right one. */
export const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
