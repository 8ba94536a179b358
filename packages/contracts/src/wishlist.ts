import { z } from 'zod';
import { ProductIdSchema, QuantitySchema, VariantOptionIdSchema } from './cart';

/** The wishlist of a signed-in customer. */

export const WishlistAddBodySchema = z.object({
  product_id: ProductIdSchema,
  quantity: QuantitySchema.default(1),
  variant_option_id: VariantOptionIdSchema,
});

export const WishlistEntrySchema = z.object({
  wishlist_id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  variant_option_id: z.number().int(),
  /** The wished variant's name ('Black / 256GB', in the asked language); null without variants. */
  variant_name: z.string().nullable(),
  /** For display: the product's id, name, image and prices. */
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  promo_price: z.number().nullable(),
  /** The unit price a shopper pays now: `promo_price` when there is one, else `price`. */
  paid_price: z.number(),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;
