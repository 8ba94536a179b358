import { z } from 'zod';
import { CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES, CHAT_MAX_PRODUCTS } from './constants';

/**
 * The shop assistant. The browser keeps the conversation and sends it whole with each question
 * (nothing is stored on the server); the API answers as a stream of events, one JSON object per
 * Server-Sent Event (`data: {...}\n\n`), ending with a `done` or an `error` event.
 *
 * What a shopper sees of a product (name, price, link) always comes from the catalogue in a
 * `products` event, never from a model's text.
 */

// The limits live in constants.ts (no Zod there), so the browser's chat code can read them.
export { CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES, CHAT_MAX_PRODUCTS } from './constants';

export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, 'message is empty').max(CHAT_MAX_MESSAGE_CHARS),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** `POST /api/chat`: the conversation so far, ending with the shopper's question. */
export const ChatRequestSchema = z.object({
  messages: z
    .array(ChatMessageSchema)
    .min(1)
    .max(CHAT_MAX_MESSAGES)
    .refine((m) => m.at(-1)?.role === 'user', { message: 'the last message must be the user’s' }),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** A product card of an answer, priced by the catalogue. */
export const ChatProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  promo_price: z.number().nullable(),
  /** The default variant's id, for add to cart (0: none). */
  variant_option_id: z.number().int(),
  /** A short line of key facts ('16GB · 512GB SSD · RTX 4060'), or ''. */
  highlights: z.string(),
});
export type ChatProduct = z.infer<typeof ChatProductSchema>;

/** A link an answer offers: a help article, an order, a listing. `href` is a storefront path. */
export const ChatLinkSchema = z.object({ title: z.string(), href: z.string().startsWith('/') });
export type ChatLink = z.infer<typeof ChatLinkSchema>;

export const ChatEventSchema = z.discriminatedUnion('type', [
  /** A piece of the answer's text, to append. */
  z.object({ type: z.literal('text'), text: z.string() }),
  /** The assistant is using a tool (the storefront may show "searching…"). */
  z.object({ type: z.literal('tool'), name: z.string() }),
  z.object({ type: z.literal('products'), products: z.array(ChatProductSchema).max(CHAT_MAX_PRODUCTS) }),
  z.object({ type: z.literal('links'), links: z.array(ChatLinkSchema) }),
  /** The answer is complete. `provider` is 'offline' or 'live'. */
  z.object({ type: z.literal('done'), provider: z.enum(['offline', 'live']) }),
  /** The answer broke off; `message` is in the shopper's language. */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatEvent = z.infer<typeof ChatEventSchema>;
