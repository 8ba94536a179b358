import { z } from 'zod';

/**
 * The server cart of a signed-in customer and the merge of a guest cart into it. Every line is
 * priced by the API from the catalogue when it is read.
 */

/** Largest quantity of one cart or wishlist line. */
export const MAX_LINE_QUANTITY = 999;
/** Largest number of lines one guest cart may bring to the convert call. */
export const MAX_CONVERT_ITEMS = 100;

export const ProductIdSchema = z.coerce.number().int().positive();

export const QuantitySchema = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);
/**
 * A variant's id (`variants[].variant_option_id` of the product). 0 means the product's default
 * variant, or no variant for a product without (the specification's "variant option 0").
 */
export const VariantOptionIdSchema = z.coerce.number().int().min(0).default(0);

export const CartAddBodySchema = z.object({
  product_id: ProductIdSchema,
  quantity: QuantitySchema.default(1),
  variant_option_id: VariantOptionIdSchema,
  unit_id: z.coerce.number().int().min(0).optional().nullable(),
  note: z.string().trim().max(500).default(''),
});
export type CartAddBody = z.infer<typeof CartAddBodySchema>;

export const CartUpdateBodySchema = z.object({
  quantity: z.union([z.literal(1), z.literal(-1)], { error: 'quantity must be 1 or -1' }),
});

export const CartConvertBodySchema = z.object({
  /** The id the browser gave its guest cart: the same key is merged once. */
  merge_key: z.string().trim().min(8).max(64),
  items: z
    .array(
      z.object({
        product_id: ProductIdSchema,
        quantity: QuantitySchema,
        variant_option_id: VariantOptionIdSchema,
      }),
    )
    .max(MAX_CONVERT_ITEMS),
});
export type CartConvertBody = z.infer<typeof CartConvertBodySchema>;

export const CartLineSchema = z.object({
  cart_id: z.number().int(),
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  product_name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Unit price now, from the catalogue: the variant's price, less the product's promotion. */
  price: z.number(),
  /** The regular unit price when a promotion applies, else null. */
  regular_price: z.number().nullable(),
  grand_total: z.number(),
  unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  variant_name: z.string().nullable(),
  variant_option_id: z.number().int(),
  note: z.string(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** `GET /api/cart`: the lines in `data`, the sums beside it. */
export const CartResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.array(CartLineSchema),
  /** Sum of the lines. */
  total: z.number(),
  delivery_fee: z.number(),
  grand_total: z.number(),
  /** Sum of the quantities (the header badge). */
  total_quantity: z.number().int(),
  /**
   * Lines the shop no longer sells (not in `data` nor in the totals): the product is no longer
   * sold, or the chosen variant was removed. Told to the shopper, who removes them.
   */
  unavailable: z
    .array(
      z.object({
        cart_id: z.number().int(),
        product_id: z.number().int(),
        name: z.string(),
        reason: z.enum(['product', 'variant']),
      }),
    )
    // An answer of an API from before it (a storefront newer than its API) reads as none.
    .default([]),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** `POST /api/cart/convert`: the merged cart and the guest items that could not be added. */
export const CartConvertResponseSchema = CartResponseSchema.extend({
  /** Product ids of guest items left out: the product is gone, the variant is not valid or sold out. */
  skipped: z.array(z.number().int()),
});

/** Most lines one `POST /api/cart/add-many` takes (a PC build is eight). */
export const MAX_ADD_MANY_ITEMS = 20;

/**
 * `POST /api/cart/add-many`: several lines in one step, all or nothing. Each item is checked like
 * `/cart/add`; one bad item refuses the whole request (its index named in the message) and the cart
 * is left as it was.
 */
export const CartAddManyBodySchema = z.object({
  items: z.array(CartAddBodySchema).min(1).max(MAX_ADD_MANY_ITEMS),
});
export type CartAddManyBody = z.infer<typeof CartAddManyBodySchema>;
