import { localizePath, MESSAGES, type MessageKey, translate } from '@shop/i18n';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { z } from 'zod';
import { apiCaller, apiContext, type ShopRequest, sessionContext, shopContext } from '../context.server';
import { type FormFailure, type FormOutcome, submitForm } from '../utils/form-errors.server';
import { safeRedirect } from '../utils/safe-redirect';
import { withSession } from './account.server';
import { servicesContext } from './services.server';
import { customerCall } from './session-guard.server';

// The account pages (login, register, password, code; My Account, My data): what their loaders
// and actions share.

type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Where a customer lands after logging in when no page asked for it. */
export const ACCOUNT_HOME = '/account/myaccount';

/** The title of a page of the shop ('Log in – Angkor Digital'), in the shopper's language. */
export function shopPageTitle(shop: ShopRequest, key: MessageKey): string {
  return translate(MESSAGES[shop.locale], key, { shop: shop.store.name });
}

/**
 * The posted form of an account page and what its action works with: the shop, the session, the
 * API and the caller (token, address), the typed fields, the contract check with its translated
 * refusals (`submit`), and `logIn` for a call that answered a token.
 */
export async function accountForm({ request, context }: RequestArgs) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const { account } = context.get(servicesContext);
  const form = await request.formData();
  const messages = MESSAGES[shop.locale];
  function logIn(token: string): never {
    session.start(token);
    throw redirect(safeRedirect(form.get('redirect'), localizePath(ACCOUNT_HOME, shop.locale)));
  }
  return {
    shop,
    session,
    account,
    form,
    ctx: apiContext(shop),
    caller: apiCaller(session),
    /** The named fields as typed ('' when absent): the input of a contract's schema. */
    fields<N extends string>(...names: N[]): Record<N, FormDataEntryValue> {
      return Object.fromEntries(names.map((name) => [name, form.get(name) ?? ''])) as Record<
        N,
        FormDataEntryValue
      >;
    },
    /** Checks `input` with the API's schema, then makes the call; refusals per field, translated. */
    submit<S extends z.ZodType, R>(
      schema: S,
      input: Record<string, unknown>,
      call: (body: z.infer<S>) => Promise<R>,
      unauthorized?: MessageKey,
    ): Promise<FormOutcome<R>> {
      return submitForm(form, messages, schema, input, call, unauthorized);
    },
    /** Starts the session and goes where the shopper was going (the form's `redirect`, same site). */
    logIn,
    /** Logs in with the token a call answered, or answers its refusal (400, messages per field). */
    logInOrRefuse(outcome: FormOutcome<{ token: string }>) {
      if (!outcome.ok) return data<FormFailure>(outcome.failure, { status: 400 });
      return logIn(outcome.result.token);
    },
  };
}

/** The customer's profile for an account page, and the page's title. */
export async function loadProfile(args: RequestArgs, titleKey: MessageKey) {
  const { shop, account, ctx, run } = customerScope(args);
  const profile = await run((caller) => account.profile(ctx, caller));
  return { title: shopPageTitle(shop, titleKey), profile };
}

/**
 * What an account page's loader and action work with: the shop, its texts, the API, and `run`,
 * which makes a customer's call with the session's token (a token the API refuses ends the
 * session and sends the shopper to log in again).
 */
export function customerScope({ request, context }: RequestArgs) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const { account } = context.get(servicesContext);
  return {
    shop,
    account,
    ctx: apiContext(shop),
    messages: MESSAGES[shop.locale],
    run: <T>(call: (caller: ReturnType<typeof apiCaller>) => Promise<T>) =>
      customerCall(request, shop.locale, () => withSession(session, call)),
  };
}
