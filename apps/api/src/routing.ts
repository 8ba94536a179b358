import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import {
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  PERMISSIONS,
  type Permission,
  StaffErrorBodySchema,
} from '@shop/contracts';
import { LOCALES } from '@shop/i18n/locales';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { badRequest } from './lib/errors';
import { IDEMPOTENCY_TTL_HOURS, idempotent } from './lib/idempotency';
import { issuesMessage } from './lib/validate';
import { customerCall, locale, shopCall, store } from './middleware';
import { requireStaff, staffShop } from './middleware/staff';

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

/**
 * The header of a write that may be retried (lib/idempotency.ts): the route's middleware keeps the
 * first answer for a day and gives it again to a retry with the same key.
 */
export const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header' as const,
  required: false,
  description: `A key of this one action (a UUID; 1 to 255 visible ASCII characters). A retry with the same key, method, path and body gets the first success again, with ${IDEMPOTENT_REPLAYED_HEADER}: true, instead of writing twice; a retry while the first still runs waits for it. Only a success is kept (for ${IDEMPOTENCY_TTL_HOURS} h); after a failure the same key runs the call again. Keys are per customer.`,
  schema: { type: 'string' as const, minLength: 1, maxLength: 255 },
};

type Parameter = (typeof SHOP_PARAMETERS)[number] | typeof IDEMPOTENCY_PARAMETER;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;
type Failures = Partial<Record<ErrorStatus, string>>;

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const errorAnswer = (description: string, schema: z.ZodType = ErrorBodySchema) => ({
  description,
  content: json(schema),
});

function failures(errors: Failures, schema?: z.ZodType) {
  return Object.fromEntries(
    Object.entries(errors).map(([status, description]) => [status, errorAnswer(description, schema)]),
  ) as Record<ErrorStatus, ReturnType<typeof errorAnswer>>;
}

/** The answers of a route: 200 with `ok` (a JSON schema), and the failures it may give. */
export function answers<T extends z.ZodType>(ok: T, errors: Failures = {}, errorSchema?: z.ZodType) {
  return { 200: { description: 'OK', content: json(ok) }, ...failures(errors, errorSchema) };
}

/** The answers of a picture: 200 with the image (`type`, e.g. image/svg+xml), and the failures. */
export function pictureAnswers(type: string, description: string, errors: Failures = {}) {
  return {
    200: { description, content: { [type]: { schema: z.string().describe('The picture') } } },
    ...failures(errors),
  };
}

/**
 * The answers of a call that streams Server-Sent Events: 200 `text/event-stream`, each `data:` line
 * one JSON object of `event`; failures before the stream starts are JSON as usual.
 */
export function eventStreamAnswers<T extends z.ZodType>(
  event: T,
  description: string,
  errors: Failures = {},
) {
  return {
    200: { description, content: { 'text/event-stream': { schema: event } } },
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

/**
 * Whether a route takes an Idempotency-Key: by default every write of a customer (a POST, PUT,
 * PATCH or DELETE); `false` for one whose replay makes no sense (logout).
 */
interface WriteOptions {
  idempotent?: boolean;
  /** Run after the staff member and the shop are known, before the body is read (a size limit). */
  middleware?: MiddlewareHandler<AppEnv>[];
}

const isWrite = (method: RouteConfig['method']) =>
  method !== 'get' && method !== 'head' && method !== 'options';

/** The parameters, middleware and extra answers of a route that takes an Idempotency-Key. */
function keyed(route: {
  parameters: Parameter[];
  middleware: MiddlewareHandler<AppEnv>[];
  errors: Failures;
}) {
  return {
    parameters: [...route.parameters, IDEMPOTENCY_PARAMETER],
    middleware: [...route.middleware, idempotent],
    errors: {
      400: `A parameter is wrong or store_code is missing, or the ${IDEMPOTENCY_KEY_HEADER} is not 1 to 255 visible ASCII characters; the message names it`,
      ...route.errors,
      422: `The ${IDEMPOTENCY_KEY_HEADER} was used by this customer for another request (another method, path or body)`,
    },
  };
}

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
  { idempotent = isWrite(spec.method) }: WriteOptions = {},
) {
  const plain = { parameters: SHOP_PARAMETERS, middleware: customerCall, errors };
  const route = idempotent ? keyed(plain) : plain;
  return createRoute({
    ...spec,
    parameters: route.parameters,
    security: BEARER,
    middleware: route.middleware,
    responses: customerAnswers(ok, route.errors),
  });
}

/** The security requirement of a staff call (a staff session's token, POST /admin/api/auth/login). */
export const STAFF_BEARER = [{ staffBearer: [] }];

/** The answers of a staff call that names no shop: also 401. */
function staffAnswers<T extends z.ZodType>(ok: T, errors: Failures = {}) {
  return answers(
    ok,
    {
      400: 'A parameter is wrong; the message names it',
      401: "Sign in first: no valid staff token (a customer's token is not one)",
      ...errors,
    },
    StaffErrorBodySchema,
  );
}

/** A call of a signed-in staff member about themselves (no shop): their token only. */
export function staffSelfRoute<const S extends Spec, O extends z.ZodType>(
  spec: S,
  ok: O,
  errors: Failures = {},
) {
  return createRoute({
    ...spec,
    security: STAFF_BEARER,
    middleware: [requireStaff, locale],
    responses: staffAnswers(ok, errors),
  });
}

/**
 * A back-office call of a shop: the staff token (401), the shop of X-Store-Code where they have a
 * role (404 otherwise, as for an unknown shop), that role's `permission` (403 otherwise; null: any
 * role), the language; a write takes an Idempotency-Key (staff keys are per staff member).
 */
export function staffRoute<const S extends Spec, O extends z.ZodType>(
  spec: S,
  permission: Permission | null,
  ok: O,
  errors: Failures = {},
  { idempotent = isWrite(spec.method), middleware = [] }: WriteOptions = {},
) {
  const plain = {
    parameters: SHOP_PARAMETERS,
    middleware: [
      requireStaff,
      store,
      staffShop(permission),
      locale,
      ...middleware,
    ] as MiddlewareHandler<AppEnv>[],
    errors,
  };
  const route = idempotent ? keyed(plain) : plain;
  const roles = permission ? PERMISSIONS[permission].join(', ') : 'any role';
  return createRoute({
    ...spec,
    description: [spec.description, `Roles: ${roles}.`].filter(Boolean).join(' '),
    parameters: route.parameters,
    security: STAFF_BEARER,
    middleware: route.middleware,
    responses: staffAnswers(ok, {
      403: `The staff member's role in this shop may not (${roles}), or the shop asks for two-factor sign-in they have not set up`,
      404: "No such shop, or not one of this staff member's shops",
      ...route.errors,
    }),
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
  app.openAPIRegistry.registerComponent('securitySchemes', 'staffBearer', {
    type: 'http',
    scheme: 'bearer',
    description: "The token of a staff session (POST /admin/api/auth/login): the back office's calls",
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
