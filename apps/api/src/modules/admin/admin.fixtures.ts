import { randomInt } from 'node:crypto';
import type { StaffRole } from '@shop/contracts';
import { outbox, stores } from '@shop/db';
import { DEMO_STAFF_PASSWORD } from '@shop/db/seed';
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { forwardedFrom, type TestApi } from '../../test/harness';

// Test helpers of the back office's tests: each test makes its own staff member (invited by an
// owner, joined from the code of the invitation mail), its own client address and e-mail, so no
// test sees another's accounts, sessions or sign-in counters.

let serial = 0;
const next = () => `${process.pid}${++serial}${randomInt(1000, 9999)}`;

/** The demo staff accounts' password (packages/db/src/seed/staff.ts). */
export const DEMO_PASSWORD = DEMO_STAFF_PASSWORD;

/** The header naming the shop a staff call acts on. */
export const shop = (code = 'S001') => ({ 'x-store-code': code });

/** The header of a staff token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A client address of its own: the sign-in counters of one test never reach another's. */
export const newAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Headers of a call the admin's server forwards for a client at `address` (a new one by default). */
export const fromAddress = (address = newAddress()) => forwardedFrom(address);

/** An e-mail address no other test uses. */
export const staffEmail = (what = 'staff') => `${what}${next()}@example.com`;

/** Signs in through the real login call, from a client address of its own unless told. */
export function signIn(
  api: TestApi,
  body: { email: string; password: string; totp?: string },
  headers: Record<string, string> = fromAddress(),
) {
  return api.send('POST', '/admin/api/auth/login', { body, headers });
}

/** The last mail a shop sent to an address, and the invitation code its link carries (or null). */
export async function lastMail(api: TestApi, email: string, code = 'S001') {
  const [row] = await api.db
    .select({ subject: outbox.subject, body: outbox.body, channel: outbox.channel })
    .from(outbox)
    .innerJoin(stores, eq(stores.id, outbox.storeId))
    .where(and(eq(stores.code, code), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row) throw new Error(`No mail to ${email} from ${code}`);
  const link = /\/invite\?code=([^\s&]+)/.exec(row.body);
  return { ...row, code: link?.[1] ? decodeURIComponent(link[1]) : null };
}

/** Invites `email` to a shop in `role` as `ownerToken`'s owner; answers the listed member. */
export async function invite(
  api: TestApi,
  ownerToken: string,
  input: { email: string; role: StaffRole; name?: string; shop?: string },
) {
  const res = await api.send('POST', '/admin/api/staff', {
    token: ownerToken,
    body: { email: input.email, name: input.name ?? 'Invited Person', role: input.role },
    headers: shop(input.shop),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; email: string; name: string; role: StaffRole; status: string };
}

/** Joins from an invitation's code with a password, from a client address of its own. */
export function accept(api: TestApi, body: { code: string; password: string; name?: string }) {
  return api.send('POST', '/admin/api/auth/accept-invite', { body, headers: fromAddress() });
}

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  password: string;
  /** The token of the session the invitation's acceptance opened. */
  token: string;
}

/**
 * A new staff member of a shop (S001 by default) in `role`: invited by `ownerToken`'s owner and
 * joined from the invitation mail's code with a password of their own.
 */
export async function newStaff(
  api: TestApi,
  ownerToken: string,
  options: { shop?: string; role?: StaffRole; name?: string } = {},
): Promise<TestStaff> {
  const email = staffEmail();
  const name = options.name ?? 'Kanha Staff';
  const member = await invite(api, ownerToken, {
    email,
    name,
    role: options.role ?? 'cashier',
    shop: options.shop,
  });
  const mail = await lastMail(api, email, options.shop);
  if (!mail.code) throw new Error(`The invitation to ${email} has no code`);
  const password = `pass-${next()}`;
  const joined = await accept(api, { code: mail.code, password });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { id: member.id, email, name, password, token: joined.body.data.token };
}

/** The authenticator's code of `secret`, `steps` 30-second steps from now. */
export const totpCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Six digits that are none of the codes `secret` has around now. */
export async function wrongTotp(secret: string) {
  const good = await Promise.all([-2, -1, 0, 1, 2].map((steps) => totpCode(secret, steps)));
  let n = (Number(good[2]) + 500_000) % 1_000_000;
  while (good.includes(String(n).padStart(6, '0'))) n = (n + 1) % 1_000_000;
  return String(n).padStart(6, '0');
}
