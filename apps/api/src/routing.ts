import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '@shop/contracts';
import { LOCALES } from '@shop/i18n/locales';
import type { AppEnv } from './context';
import { badRequest } from './lib/errors';
import { issuesMessage } from './lib/validate';
import { customerCall, shopCall } from './middleware';

// How a route is declared: with `createRoute` (method, path, middleware stack, request and answer
// schemas), mounted with `router().openapi(route, handler)`. The declaration is the route's
// validation and its entry in /openapi.json at once, so the two cannot drift apart; the answer
// schemas are the ones the storefront's client checks answers with (@shop/contracts).

export { createRoute, z };

/** A router of routes declared with `createRoute`; refused input is a 400 naming every wrong field. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw badRequest(issuesMessage(result.error.issues));
    },
  });
}

export type Router = ReturnType<typeof router>;

/**
 * The parameters that name the shop and the language of a call. The middleware reads and checks
 * them (`store`, `locale`), so they are documented here once, not validated again per route.
 */
export const LANGUAGE_PARAMETERS = [
  {
    name: 'lang',
    in: 'query' as const,
    required: false,
    description: 'The language of the answer: en, kh or zh (else Accept-Language, else en)',
    schema: { type: 'string' as const, enum: [...LOCALES] },
  },
  {
    name: 'Accept-Language',
    in: 'header' as const,
    required: false,
    description: 'The language, when lang is not in the query',
    schema: { type: 'string' as const },
  },
];
export const SHOP_PARAMETERS = [
  {
    name: 'store_code',
    in: 'query' as const,
    required: false,
    description: 'The shop, e.g. S001 (or the X-Store-Code header); one of the two is required',
    schema: { type: 'string' as const },
  },
  {
    name: 'X-Store-Code',
    in: 'header' as const,
    required: false,
    description: 'The shop, when store_code is not in the query',
    schema: { type: 'string' as const },
  },
  ...LANGUAGE_PARAMETERS,
];

type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 429;
type Failures = Partial<Record<ErrorStatus, string>>;

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const errorAnswer = (description: string) => ({ description, content: json(ErrorBodySchema) });

function failures(errors: Failures) {
  return Object.fromEntries(
    Object.entries(errors).map(([status, description]) => [status, errorAnswer(description)]),
  ) as Record<ErrorStatus, ReturnType<typeof errorAnswer>>;
}

/** The answers of a route: 200 with `ok` (a JSON schema), and the failures it may give. */
export function answers<T extends z.ZodType>(ok: T, errors: Failures = {}) {
  return { 200: { description: 'OK', content: json(ok) }, ...failures(errors) };
}

/** The answers of a picture: 200 with the image (`type`, e.g. image/svg+xml), and the failures. */
export function pictureAnswers(type: string, description: string, errors: Failures = {}) {
  return {
    200: { description, content: { [type]: { schema: z.string().describe('The picture') } } },
    ...failures(errors),
  };
}

/** The answers of a shop call: a bad or missing shop is a 400, an unknown one a 404. */
function shopAnswers<T extends z.ZodType>(ok: T, errors: Failures = {}) {
  return answers(ok, {
    400: 'A parameter is wrong or store_code is missing; the message names it',
    404: 'No such shop',
    ...errors,
  });
}

/** The answers of a signed-in customer's call: also 401 'please login first'. */
export function customerAnswers<T extends z.ZodType>(ok: T, errors: Failures = {}) {
  return shopAnswers(ok, { 401: 'please login first: no valid bearer token of this shop', ...errors });
}

/** The security requirement of a customer's call. */
export const BEARER = [{ bearer: [] }];

/** What a route declares besides its middleware stack, security and answers. */
type Spec = Omit<RouteConfig, 'middleware' | 'security' | 'responses' | 'parameters'>;

/** A call of a shop (`shopCall`): its 200 answer is `ok`; a bad or unknown shop is 400 or 404. */
export function shopRoute<const S extends Spec, O extends z.ZodType>(spec: S, ok: O, errors: Failures = {}) {
  return createRoute({
    ...spec,
    parameters: SHOP_PARAMETERS,
    middleware: shopCall,
    responses: shopAnswers(ok, errors),
  });
}

/** A call of a signed-in customer (`customerCall`, the bearer token): also 401 'please login first'. */
export function customerRoute<const S extends Spec, O extends z.ZodType>(
  spec: S,
  ok: O,
  errors: Failures = {},
) {
  return createRoute({
    ...spec,
    parameters: SHOP_PARAMETERS,
    security: BEARER,
    middleware: customerCall,
    responses: customerAnswers(ok, errors),
  });
}

/** A JSON request body, required. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: json(schema) } };
}

/**
 * Publishes the document of every route declared on `app` at GET /openapi.json (itself declared).
 * A path parameter with a pattern (`{segment{.+}}`, how Hono takes a parameter with slashes) is
 * written as `{segment}`.
 */
export function publishDocument(app: Router, info: { title: string; version: string; description: string }) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token of a Session (POST /api/auth/login)',
  });
  const route = createRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'This document: every route of the API with its parameters and answers',
    responses: answers(z.looseObject({ openapi: z.string() })),
  });
  let document: ReturnType<Router['getOpenAPI31Document']> | undefined;
  return app.openapi(route, (c) => {
    document ??= withPlainParameters(app.getOpenAPI31Document({ openapi: '3.1.0', info }));
    return c.json(document, 200);
  });
}

function withPlainParameters<D extends { paths?: Record<string, unknown> }>(document: D): D {
  if (!document.paths) return document;
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [path.replace(/\{(\w+)\{[^}]*\}\}/g, '{$1}'), item]),
  );
  return { ...document, paths };
}
