import type { Address, Customer, Session } from '@shop/contracts';
import type { AddressRow, CustomerRow } from './accounts.queries';

export const customerJson = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  phone_verified: row.phoneVerifiedAt !== null,
});

export const sessionJson = (row: CustomerRow, session: { token: string; expiresAt: Date }): Session => ({
  token: session.token,
  expires_at: session.expiresAt.toISOString(),
  login_status_code: 0,
  customer: customerJson(row),
});

export const addressJson = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  description: row.description,
  lat: row.lat,
  long: row.long,
  is_default: row.isDefault,
});
