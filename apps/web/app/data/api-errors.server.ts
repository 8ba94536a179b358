import { type ApiClient, ApiError, type ShopContext } from '@shop/contracts/client';
import { MESSAGES, type MessageKey, type Messages, translate } from '@shop/i18n';
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { type apiCaller, apiContext, sessionContext, shopContext } from '../context.server';
import { log, reason } from '../log.server';
import { apiFieldErrors, firstFieldError } from '../utils/form-errors.server';
import { withSession } from './account.server';
import { servicesContext } from './services.server';

/** A JSON answer of the web's cart and wishlist actions: `{ ok, message }`. */
export function actionAnswer(ok: boolean, message: string, status = ok ? 200 : 400) {
  return Response.json({ ok, message }, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/** The status to answer for an API error: its own for 4xx, 502 for anything else. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 502;
}

/**
 * An API refusal of a customer's intent as one message in the shopper's language: a 400 naming the
 * quantity or the variant says which, a 409 is `conflict` (a cart write's: the stock), anything
 * else 'Something went wrong'.
 */
export function refusalMessage(
  error: unknown,
  messages: Messages,
  conflict: MessageKey = 'notify.somethingWrong',
): string {
  const somethingWrong = translate(messages, 'notify.somethingWrong');
  if (!(error instanceof ApiError)) return somethingWrong;
  if (error.status === 400) {
    const errors = apiFieldErrors(error, messages, ['quantity', 'variant_option_id']);
    return errors.form ? somethingWrong : (Object.values(errors)[0] ?? somethingWrong);
  }
  return error.status === 409 ? translate(messages, conflict) : somethingWrong;
}

/** What a customer's intent runs with: the API, the shop, the caller (token) and the texts. */
export interface IntentScope {
  account: ApiClient;
  ctx: ShopContext;
  caller: ReturnType<typeof apiCaller>;
  messages: Messages;
}

/**
 * How an intent's caller reads its outcome: the resource routes' JSON `{ ok, message }`
 * (`actionAnswer`), or a page's action data. `loginFirst` answers a shopper without a session, or
 * whose token the API refused.
 */
export interface IntentAnswers<R> {
  answer: (ok: boolean, message: string, status: number) => R;
  loginFirst: (messages: Messages) => R;
  /** What the API's 409 means to this intent: a cart write's is the stock. */
  conflict?: MessageKey;
}

export const JSON_ANSWERS: IntentAnswers<Response> = {
  answer: actionAnswer,
  loginFirst: (messages) => actionAnswer(false, translate(messages, 'notify.loginFirst'), 401),
};

/**
 * A customer's intent form (the cart and wishlist resource routes, POST through the web server:
 * the token stays in its httpOnly cookie; or a page's own forms, with `answers` of its own).
 * Without a session: 'please login first' (401, translated); an intent the schema refuses: 400
 * with the message of its first wrong field; an API failure: its status with `refusalMessage` (a
 * 401 ends the session, and answers as without one). `run` answers the success. `args.form` is
 * the posted form when the caller has read it already.
 */
export async function customerIntent<S extends z.ZodType, R = Response>(
  args: { request: Request; context: Readonly<RouterContextProvider>; form?: FormData },
  schema: S,
  what: string,
  run: (input: z.infer<S>, scope: IntentScope) => Promise<R>,
  answers: IntentAnswers<R> = JSON_ANSWERS as unknown as IntentAnswers<R>,
): Promise<R> {
  const shop = args.context.get(shopContext);
  const session = args.context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  if (!session.token) return answers.loginFirst(messages);
  const input = Object.fromEntries(args.form ?? (await args.request.formData()));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return answers.answer(false, firstFieldError(parsed.error, messages, input), 400);
  }
  const { account } = args.context.get(servicesContext);
  const ctx = apiContext(shop);
  try {
    return await withSession(session, (caller) => run(parsed.data, { account, ctx, caller, messages }));
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) return answers.loginFirst(messages);
    if (status === 502) log.warn({ call: what, reason: reason(error) }, 'API call failed');
    return answers.answer(false, refusalMessage(error, messages, answers.conflict), status);
  }
}
