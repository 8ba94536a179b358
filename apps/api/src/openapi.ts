import {
  AddressBodySchema,
  AddressSchema,
  BrandSchema,
  CartAddBodySchema,
  CartConvertBodySchema,
  CartConvertResponseSchema,
  CartLineSchema,
  CartResponseSchema,
  CartUpdateBodySchema,
  CategoryGroupSchema,
  CategorySchema,
  envelope,
  ForgotPasswordBodySchema,
  HomeSchema,
  LoginBodySchema,
  MAX_ROWS_PER_PAGE,
  OtpResendBodySchema,
  OtpSentSchema,
  OtpVerifyBodySchema,
  ProductDetailSchema,
  ProductSummarySchema,
  ProfileSchema,
  ProfileUpdateBodySchema,
  paginated,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionSchema,
  StoreInfoSchema,
  VendorInfoSchema,
  WishlistAddBodySchema,
  WishlistEntrySchema,
} from '@shop/contracts';
import { z } from 'zod';

// The published description of the API, built from the same Zod schemas the storefront's client
// checks answers with, so the two cannot drift apart.

type Param = {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description: string;
  schema?: object;
};

const storeParams: Param[] = [
  { name: 'store_code', in: 'query', description: 'The shop, e.g. S001 (or the X-Store-Code header)' },
  { name: 'X-Store-Code', in: 'header', description: 'The shop, when store_code is not in the query' },
  { name: 'lang', in: 'query', description: 'en, kh or zh (else Accept-Language, else en)' },
];
const pageParams: Param[] = [
  { name: 'page', in: 'query', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1 } },
  {
    name: 'row_per_page',
    in: 'query',
    description: `Rows per page, 1 to ${MAX_ROWS_PER_PAGE}`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_ROWS_PER_PAGE },
  },
];

const ErrorBody = z.object({ code: z.number().int(), message: z.string(), data: z.null() });

function operation(summary: string, parameters: Param[], data: z.ZodType, extra?: z.ZodRawShape) {
  const body = extra ? envelope(data).extend(extra) : envelope(data);
  return {
    get: {
      summary,
      parameters: parameters.map((p) => ({ schema: { type: 'string' }, required: p.in === 'path', ...p })),
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: z.toJSONSchema(body, { io: 'output' }) } },
        },
        400: {
          description: 'A parameter is wrong',
          content: { 'application/json': { schema: z.toJSONSchema(ErrorBody) } },
        },
        404: {
          description: 'No such shop or record',
          content: { 'application/json': { schema: z.toJSONSchema(ErrorBody) } },
        },
      },
    },
  };
}

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io }) },
});
const errorAnswer = (description: string) => ({ description, content: json(ErrorBody) });

/** A call of the account API: a JSON body in, the envelope out; `auth` needs the bearer token. */
function call(
  method: 'get' | 'post' | 'put' | 'delete',
  summary: string,
  options: {
    body?: z.ZodType;
    data: z.ZodType;
    /** The whole answer, when more than `data` sits beside `code` and `message`. */
    answer?: z.ZodType;
    auth?: boolean;
    id?: string;
    /** What a 404 means, when not an unknown id. */
    missing?: string;
    query?: Param[];
    limited?: boolean;
    conflict?: string;
  },
) {
  const parameters: Param[] = [...storeParams, ...(options.query ?? [])];
  if (options.id) parameters.unshift({ name: 'id', in: 'path', description: options.id });
  return {
    [method]: {
      summary,
      ...(options.auth ? { security: [{ bearer: [] }] } : {}),
      parameters: parameters.map((p) => ({ schema: { type: 'string' }, required: p.in === 'path', ...p })),
      ...(options.body ? { requestBody: { required: true, content: json(options.body, 'input') } } : {}),
      responses: {
        200: { description: 'OK', content: json(options.answer ?? envelope(options.data)) },
        400: errorAnswer('A field is wrong (the message names it), or the code is invalid or expired'),
        ...(options.auth ? { 401: errorAnswer('please login first') } : {}),
        ...(options.id || options.missing
          ? { 404: errorAnswer(options.missing ?? `No such ${options.id} of this customer`) }
          : {}),
        ...(options.conflict ? { 409: errorAnswer(options.conflict) } : {}),
        ...(options.limited
          ? { 429: { ...errorAnswer('Too many attempts; the Retry-After header gives the seconds to wait') } }
          : {}),
      },
    },
  };
}

const accountPaths = {
  '/api/auth/register': call('post', 'Create an account, sign in, and send an SMS code for the phone', {
    body: RegisterBodySchema,
    data: SessionSchema,
    conflict: 'The e-mail or phone is already used in this shop',
  }),
  '/api/auth/login': call('post', 'Sign in with e-mail and password (401: Email or password is incorrect)', {
    body: LoginBodySchema,
    data: SessionSchema,
    limited: true,
  }),
  '/api/auth/logout': call('post', 'End this session on the server', { data: z.null(), auth: true }),
  '/api/auth/forgot-password': call(
    'post',
    'E-mail a 6-digit reset code (same answer for an unknown e-mail)',
    {
      body: ForgotPasswordBodySchema,
      data: z.null(),
      limited: true,
    },
  ),
  '/api/auth/reset-password': call('post', 'Set a new password with the e-mailed code; other sessions end', {
    body: ResetPasswordBodySchema,
    data: SessionSchema,
    limited: true,
  }),
  '/api/auth/resend': call('post', 'Send a 6-digit SMS code to a phone (same answer for an unknown phone)', {
    body: OtpResendBodySchema,
    data: OtpSentSchema,
    limited: true,
  }),
  '/api/verify': call('post', 'Prove the phone with its SMS code: marks it verified and signs in', {
    body: OtpVerifyBodySchema,
    data: SessionSchema,
    limited: true,
  }),
  '/api/profile': {
    ...call('get', 'The customer, the default address and all addresses', {
      data: ProfileSchema,
      auth: true,
    }),
    ...call('put', 'Change name and phone (a new phone is unverified)', {
      body: ProfileUpdateBodySchema,
      data: ProfileSchema,
      auth: true,
      conflict: 'The phone is used by another customer of this shop',
    }),
  },
  '/api/profile/location': call('get', 'The addresses, the default first', {
    data: z.array(AddressSchema),
    auth: true,
  }),
  '/api/profile/location/add': call('post', 'Add an address; the first becomes the default', {
    body: AddressBodySchema,
    data: AddressSchema,
    auth: true,
  }),
  '/api/profile/location/{id}': {
    ...call('put', 'Change an address', {
      body: AddressBodySchema,
      data: AddressSchema,
      auth: true,
      id: 'address',
    }),
    ...call('delete', 'Delete an address; the oldest remaining one becomes the default', {
      data: z.null(),
      auth: true,
      id: 'address',
    }),
  },
  '/api/profile/location/{id}/default': call('post', 'Make an address the default', {
    data: AddressSchema,
    auth: true,
    id: 'address',
  }),
};

const cartPaths = {
  '/api/cart': call('get', 'The cart: lines priced from the catalogue now, their total, the delivery fee', {
    data: z.array(CartLineSchema),
    answer: CartResponseSchema,
    auth: true,
    query: [
      { name: 'address_id', in: 'query', description: 'Delivery address of the customer (for the fee)' },
    ],
    missing: 'No such address of this customer',
  }),
  '/api/cart/add': call('post', 'Add a product (the same product and variant again raises the quantity)', {
    body: CartAddBodySchema,
    data: CartLineSchema,
    auth: true,
    missing: 'Product not found',
  }),
  '/api/cart/update/{id}': call('put', 'Step a line by 1 or -1 (never under 1)', {
    body: CartUpdateBodySchema,
    data: CartLineSchema,
    auth: true,
    id: 'cart line',
  }),
  '/api/cart/remove/{id}': call('delete', 'Remove a line', { data: z.null(), auth: true, id: 'cart line' }),
  '/api/cart/convert': call('post', 'Add a guest cart once per merge_key; the merged cart comes back', {
    body: CartConvertBodySchema,
    data: z.array(CartLineSchema),
    answer: CartConvertResponseSchema,
    auth: true,
  }),
  '/api/wishlist': call('get', 'The wishlist', { data: z.array(WishlistEntrySchema), auth: true }),
  '/api/wishlist/add': call('post', "Add a product ('Added to wishlist')", {
    body: WishlistAddBodySchema,
    data: WishlistEntrySchema,
    auth: true,
    missing: 'Product not found',
  }),
  '/api/wishlist/remove/{id}': call('delete', 'Remove an entry (id: its wishlist_id)', {
    data: z.null(),
    auth: true,
    id: 'wishlist entry',
  }),
};

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop commerce API',
      version: '0.1.0',
      description: 'The commerce API of the storefront.',
    },
    paths: {
      '/api/store/info': operation(
        'Store info by domain: the configuration of the shop answering to a host',
        [
          { name: 'domain', in: 'query', required: true, description: 'Host name, port allowed' },
          { name: 'lang', in: 'query', description: 'en, kh or zh' },
        ],
        StoreInfoSchema,
      ),
      '/api/vendor/info': operation(
        'Vendor info: the Anakut Cash discount label',
        storeParams,
        VendorInfoSchema,
      ),
      '/api/categories': operation(
        'Top categories ordered by sequence',
        [...storeParams, { name: 'include', in: 'query', description: 'groups: add the feature groups' }],
        z.array(CategorySchema),
      ),
      '/model_ecommerce/features/category_id={id}': operation(
        'Feature groups of a category with their subcategories',
        [{ name: 'id', in: 'path', description: 'Category id' }, ...storeParams],
        z.object({ data: z.array(CategoryGroupSchema) }),
      ),
      '/api/brands': operation(
        'Brands, paginated; with category_id only those with products there',
        [
          ...storeParams,
          ...pageParams,
          { name: 'category_id', in: 'query', description: 'Only brands of this category' },
        ],
        paginated(BrandSchema),
      ),
      '/api/products/compare': operation(
        'The compare list: up to 4 products with specifications; ids not found in `missing`',
        [
          ...storeParams,
          { name: 'ids', in: 'query', required: true, description: 'Product ids, comma separated' },
        ],
        z.array(ProductDetailSchema),
        { missing: z.array(z.number().int()) },
      ),
      '/products/page={page}&row_per_page={rows}&name={text}': operation(
        "The header bar's search (the query written into the path)",
        [
          { name: 'page', in: 'path', description: 'Page number' },
          { name: 'rows', in: 'path', description: 'Rows per page, up to 100' },
          { name: 'text', in: 'path', description: 'The search text, URL-encoded' },
          ...storeParams,
        ],
        paginated(ProductSummarySchema),
      ),
      '/api/products': operation(
        'Products, newest first; data is the list, the page fields stand beside it',
        [
          ...storeParams,
          ...pageParams,
          {
            name: 'name',
            in: 'query',
            description: 'A part of the name in any language, or of the brand name',
          },
          { name: 'brand_id', in: 'query', description: 'Only this brand' },
          { name: 'category_id', in: 'query', description: 'Only this category (cat_id is the same)' },
          { name: 'sub_id', in: 'query', description: 'Only this subcategory' },
          { name: 'promotion', in: 'query', description: '1: only products with a promo price' },
          {
            name: 'sort',
            in: 'query',
            description: 'relevance (default; newest without a name), newest, price_asc, price_desc',
          },
          { name: 'price_min', in: 'query', description: 'Lowest price paid, dollars' },
          { name: 'price_max', in: 'query', description: 'Highest price paid, dollars' },
          { name: 'exclude', in: 'query', description: 'Leave this product out (related products)' },
        ],
        z.array(ProductSummarySchema),
        {
          current_page: z.number().int(),
          last_page: z.number().int(),
          per_page: z.number().int(),
          total: z.number().int().describe('Searches count to 4 pages past the page asked, at most 500'),
          total_capped: z.boolean().describe('More products match than total (searches only)'),
        },
      ),
      '/api/product/{id}&store_code={code}': operation(
        'One product (also /api/product/{id}?store_code=)',
        [
          { name: 'id', in: 'path', description: 'Product id' },
          { name: 'code', in: 'path', description: 'The shop' },
        ],
        ProductDetailSchema,
      ),
      '/api/home': operation('Everything the home page shows', storeParams, HomeSchema),
      ...accountPaths,
      ...cartPaths,
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token of a Session' } },
    },
  };
}
