import type { TestApi } from '../../../api/src/test/harness';

// The customers of the route tests: new ones made in the test API's database (each test its own,
// so that no test sees another's cart, orders or rate limits), the seed's demo customer, and what
// the API holds of a customer, read through its own calls.

export { DEMO_AFTERSALES, DEMO_CUSTOMER } from '@shop/db/seed';
export {
  addOrder,
  lastCode,
  newCustomer,
  orderStatus,
  type TestCustomer,
  type TestOrder,
} from '../../../api/src/test/factories';

interface Shopper {
  token: string;
  shop: string;
}

/** One of the customer's account calls, straight to the API; its envelope's `data`. */
async function accountData<T>(api: TestApi, shopper: Shopper, path: string): Promise<T> {
  const { status, body } = await api.send('GET', path, {
    token: shopper.token,
    headers: { 'x-store-code': shopper.shop },
  });
  if (status !== 200) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as T;
}

/** The lines of the customer's server cart, as the API keeps them. */
export const cartOf = (api: TestApi, shopper: Shopper) =>
  accountData<{ cart_id: number; product_id: number; variant_option_id: number; quantity: number }[]>(
    api,
    shopper,
    '/api/cart',
  );

/** The customer's wishlist, as the API keeps it. */
export const wishlistOf = (api: TestApi, shopper: Shopper) =>
  accountData<{ wishlist_id: number; product_id: number; variant_option_id: number }[]>(
    api,
    shopper,
    '/api/wishlist',
  );

/** The customer's saved addresses. */
export const addressesOf = (api: TestApi, shopper: Shopper) =>
  accountData<{ id: number; name: string; description: string; lat: number; long: number }[]>(
    api,
    shopper,
    '/api/profile/location',
  );

/** The customer's profile. */
export const profileOf = (api: TestApi, shopper: Shopper) =>
  accountData<{ name: string; phone: string; phone_verified: boolean }>(api, shopper, '/api/profile');

/** A write of the customer's straight to the API (setting a test up), checked. */
export async function asCustomer(
  api: TestApi,
  shopper: Shopper,
  method: string,
  path: string,
  body?: unknown,
) {
  const { status, body: answer } = await api.send(method, path, {
    token: shopper.token,
    headers: { 'x-store-code': shopper.shop },
    body,
  });
  if (status !== 200) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer.data;
}
