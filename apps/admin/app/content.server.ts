import {
  type AdminHelpArticle,
  AdminHelpArticleSchema,
  type AdminHelpCategory,
  AdminHelpCategorySchema,
  type AdminNewsPost,
  AdminNewsPostSchema,
  type AdminPolicySection,
  AdminPolicySectionSchema,
} from '@shop/contracts';
import { z } from 'zod';
import type { Visit } from './context.server';
import { call } from './products.server';

// The back office's calls of the shop's own pages (issue 30, part 6), made through the catalogue's
// `call` (it keeps what a 409 sends in `data`: the item or the list as it now is).

const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const data = <T>(answer: Promise<{ data: T }>) => answer.then((a) => a.data);
const Deleted = envelope(z.object({ id: z.number() }));

/** The kinds of page the editor edits, and where the API keeps each. */
export const CONTENT_KINDS = ['category', 'article', 'policy', 'news'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const PATH: Record<ContentKind, string> = {
  category: '/admin/api/content/help-categories',
  article: '/admin/api/content/help-articles',
  policy: '/admin/api/content/policy',
  news: '/admin/api/content/news',
};
const SCHEMA = {
  category: AdminHelpCategorySchema,
  article: AdminHelpArticleSchema,
  policy: AdminPolicySectionSchema,
  news: AdminNewsPostSchema,
};

type Item = AdminHelpCategory | AdminHelpArticle | AdminPolicySection | AdminNewsPost;

/** The shop's content calls for one visit. */
export function contentApi(visit: Visit, storeCode: string) {
  const item = (
    kind: ContentKind,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<Item> =>
    data(
      call(visit, storeCode, method, path, envelope(SCHEMA[kind] as z.ZodType<Item>), {
        body,
        idempotencyKey,
      }),
    );
  return {
    help: () =>
      data(
        call(visit, storeCode, 'GET', '/admin/api/content/help', envelope(z.array(AdminHelpCategorySchema))),
      ),
    policy: () =>
      data(
        call(
          visit,
          storeCode,
          'GET',
          '/admin/api/content/policy',
          envelope(z.array(AdminPolicySectionSchema)),
        ),
      ),
    news: () =>
      data(call(visit, storeCode, 'GET', '/admin/api/content/news', envelope(z.array(AdminNewsPostSchema)))),
    read: (kind: ContentKind, id: number) => item(kind, 'GET', `${PATH[kind]}/${id}`),
    create: (kind: ContentKind, body: unknown, key?: string) => item(kind, 'POST', PATH[kind], body, key),
    save: (kind: ContentKind, id: number, body: unknown, key?: string) =>
      item(kind, 'PUT', `${PATH[kind]}/${id}`, body, key),
    publish: (kind: Exclude<ContentKind, 'category'>, id: number, published: boolean, key?: string) =>
      item(kind, 'PUT', `${PATH[kind]}/${id}/published`, { published }, key),
    remove: (kind: ContentKind, id: number, key?: string) =>
      data(call(visit, storeCode, 'DELETE', `${PATH[kind]}/${id}`, Deleted, { idempotencyKey: key })),
    /** Puts the help categories, a category's articles (`parent`) or the policy sections in order. */
    order: (kind: 'category' | 'article' | 'policy', ids: number[], parent?: number, key?: string) =>
      data(
        call(
          visit,
          storeCode,
          'PUT',
          kind === 'article' ? `${PATH.category}/${parent}/articles/order` : `${PATH[kind]}/order`,
          envelope(z.unknown()),
          { body: { ids }, idempotencyKey: key },
        ),
      ),
  };
}
