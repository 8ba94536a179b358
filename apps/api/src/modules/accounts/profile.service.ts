import type { AddressBody, Profile } from '@shop/contracts';
import { addresses, customers } from '@shop/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type CustomerContext, inTransaction } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { addressJson, customerJson } from './accounts.mapper';
import { findCustomerById, findCustomerByPhone, isUniqueViolation, listAddresses } from './accounts.queries';
import { PHONE_TAKEN } from './auth.service';
import { normalizePhone } from './phone';

export async function getProfile(ctx: CustomerContext): Promise<Profile> {
  const customer = await findCustomerById(ctx, ctx.customerId);
  if (!customer) throw notFound('Customer not found');
  const list = (await listAddresses(ctx)).map(addressJson);
  return { ...customerJson(customer), address: list[0] ?? null, addresses: list };
}

/** Name and phone; a new phone is unverified until its code is entered. */
export async function updateProfile(ctx: CustomerContext, input: { name: string; phone: string }) {
  const phone = normalizePhone(input.phone);
  if (await findCustomerByPhone(ctx, phone, ctx.customerId)) throw conflict(PHONE_TAKEN);
  try {
    await ctx.db
      .update(customers)
      .set({
        name: input.name,
        phone,
        phoneVerifiedAt: sql`case when ${customers.phone} = ${phone} then ${customers.phoneVerifiedAt} else null end`,
      })
      .where(and(eq(customers.storeId, ctx.store.id), eq(customers.id, ctx.customerId)));
  } catch (error) {
    if (isUniqueViolation(error, 'phone')) throw conflict(PHONE_TAKEN);
    throw error;
  }
  return getProfile(ctx);
}

export async function addressList(ctx: CustomerContext) {
  return (await listAddresses(ctx)).map(addressJson);
}

const ofCustomer = (ctx: CustomerContext) =>
  and(eq(addresses.storeId, ctx.store.id), eq(addresses.customerId, ctx.customerId));
const addressNotFound = (id: number) => notFound(`Address ${id} not found`);

/**
 * Address writes of one customer run one at a time (the customer's row is locked until the
 * transaction ends): two "first" addresses added at once cannot both become the default.
 */
async function lockCustomer(ctx: CustomerContext) {
  await ctx.db.execute(
    sql`select 1 from ${customers} where ${customers.storeId} = ${ctx.store.id} and ${customers.id} = ${ctx.customerId} for update`,
  );
}

/** A new address; the customer's first one becomes the default. */
export async function addAddress(ctx: CustomerContext, input: AddressBody) {
  return inTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockCustomer(ctx);
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(ofCustomer(ctx)).limit(1);
    const [row] = await tx
      .insert(addresses)
      .values({ storeId: ctx.store.id, customerId: ctx.customerId, ...input, isDefault: !existing })
      .returning();
    if (!row) throw new Error('insert returned no address');
    return addressJson(row);
  });
}

export async function updateAddress(ctx: CustomerContext, id: number, input: AddressBody) {
  const [row] = await ctx.db
    .update(addresses)
    .set(input)
    .where(and(ofCustomer(ctx), eq(addresses.id, id)))
    .returning();
  if (!row) throw addressNotFound(id);
  return addressJson(row);
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(ctx: CustomerContext, id: number) {
  await inTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockCustomer(ctx);
    const [gone] = await tx
      .delete(addresses)
      .where(and(ofCustomer(ctx), eq(addresses.id, id)))
      .returning();
    if (!gone) throw addressNotFound(id);
    if (!gone.isDefault) return;
    const [oldest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ofCustomer(ctx))
      .orderBy(asc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (oldest)
      await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(and(ofCustomer(ctx), eq(addresses.id, oldest.id)));
  });
}

export async function setDefaultAddress(ctx: CustomerContext, id: number) {
  return inTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockCustomer(ctx);
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(ofCustomer(ctx), eq(addresses.id, id)))
      .returning();
    if (!row) throw addressNotFound(id);
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(ofCustomer(ctx), sql`${addresses.id} <> ${id}`, eq(addresses.isDefault, true)));
    return addressJson(row);
  });
}
