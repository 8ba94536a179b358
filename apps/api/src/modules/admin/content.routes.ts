import {
  AdminContentOrderBodySchema,
  AdminHelpArticleBodySchema,
  AdminHelpArticleSchema,
  AdminHelpCategoryBodySchema,
  AdminHelpCategorySchema,
  AdminNewsPostBodySchema,
  AdminNewsPostSchema,
  AdminPolicySectionBodySchema,
  AdminPolicySectionSchema,
  AdminPublishBodySchema,
  envelope,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import {
  createNewsPost,
  deleteNewsPost,
  newsPost,
  newsPosts,
  publishNewsPost,
  updateNewsPost,
} from './content.news.service';
import {
  createHelpArticle,
  createHelpCategory,
  createPolicySection,
  deleteHelpArticle,
  deleteHelpCategory,
  deletePolicySection,
  helpArticle,
  helpCategory,
  helpTree,
  orderHelpArticles,
  orderHelpCategories,
  orderPolicySections,
  policySection,
  policySections,
  publishHelpArticle,
  publishPolicySection,
  updateHelpArticle,
  updateHelpCategory,
  updatePolicySection,
} from './content.service';

// The shop's own pages (issue 30, part 6): help categories and articles, policy sections, news
// posts, for owners, managers and editors. Texts in en, kh and zh; bodies in the storefront's light
// markup. The fixed `order` paths are mounted before the `{id}` ones.

const P = 'content.write' as const;
const Id = (what: string) => z.object({ id: idParam('id').describe(`The ${what}'s id`) });
const Deleted = envelope(z.object({ id: z.number().int() }));
const BAD = { 400: 'A field is wrong (named in the message)' };
const SLUG = { 409: 'The slug is already used by another of this shop' };
const missing = (what: string) => ({ 404: `No such ${what} in this shop` });
const STALE = (what: string) => ({
  409: `Saved by someone else since it was read (the ${what} as it now is in \`data\`), or the slug is taken`,
});
const ORDER = (what: string) => ({
  400: 'ids is not a list of ids, each once',
  409: `The ids are not every ${what} (one was added or deleted meanwhile): the list as it is in \`data\``,
});

const base = '/admin/api/content';

const helpList = staffRoute(
  {
    method: 'get',
    path: `${base}/help`,
    summary:
      'The help categories in order, each with its articles in order (shown or hidden), texts in en, kh and zh',
  },
  P,
  envelope(z.array(AdminHelpCategorySchema)),
);
const helpCategoryRead = staffRoute(
  {
    method: 'get',
    path: `${base}/help-categories/{id}`,
    summary: 'A help category with its articles in order',
    request: { params: Id('help category') },
  },
  P,
  envelope(AdminHelpCategorySchema),
  missing('help category'),
);
const helpCategoryCreate = staffRoute(
  {
    method: 'post',
    path: `${base}/help-categories`,
    summary: 'Create a help category, last in the order',
    request: { ...jsonBody(AdminHelpCategoryBodySchema) },
  },
  P,
  envelope(AdminHelpCategorySchema),
  { ...BAD, ...SLUG },
);
const helpCategoryOrder = staffRoute(
  {
    method: 'put',
    path: `${base}/help-categories/order`,
    summary: 'Put the help categories in this order (every one, each once)',
    request: { ...jsonBody(AdminContentOrderBodySchema) },
  },
  P,
  envelope(z.array(AdminHelpCategorySchema)),
  ORDER('help category'),
);
const helpCategoryUpdate = staffRoute(
  {
    method: 'put',
    path: `${base}/help-categories/{id}`,
    summary: 'Save a help category: names, descriptions, icon, slug (kept when left out)',
    request: { params: Id('help category'), ...jsonBody(AdminHelpCategoryBodySchema) },
  },
  P,
  envelope(AdminHelpCategorySchema),
  { ...BAD, ...SLUG, ...missing('help category') },
);
const helpCategoryDelete = staffRoute(
  {
    method: 'delete',
    path: `${base}/help-categories/{id}`,
    summary: 'Delete a help category without articles',
    request: { params: Id('help category') },
  },
  P,
  Deleted,
  { ...missing('help category'), 409: 'The category still has articles: the message says how many' },
);
const helpArticlesOrder = staffRoute(
  {
    method: 'put',
    path: `${base}/help-categories/{id}/articles/order`,
    summary: 'Put a help category’s articles in this order (every one, each once)',
    request: { params: Id('help category'), ...jsonBody(AdminContentOrderBodySchema) },
  },
  P,
  envelope(AdminHelpCategorySchema),
  { ...ORDER('article of the category'), ...missing('help category') },
);
const helpArticleCreate = staffRoute(
  {
    method: 'post',
    path: `${base}/help-articles`,
    summary: 'Create a help article, last in its category; shown unless `published` is false',
    request: { ...jsonBody(AdminHelpArticleBodySchema) },
  },
  P,
  envelope(AdminHelpArticleSchema),
  { ...BAD, ...SLUG, ...missing('help category') },
);
const helpArticleRead = staffRoute(
  {
    method: 'get',
    path: `${base}/help-articles/{id}`,
    summary: 'A help article with its texts in en, kh and zh',
    request: { params: Id('help article') },
  },
  P,
  envelope(AdminHelpArticleSchema),
  missing('help article'),
);
const helpArticleUpdate = staffRoute(
  {
    method: 'put',
    path: `${base}/help-articles/{id}`,
    summary: 'Save a help article: texts, category (last in a new one), slug, shown or hidden',
    description: 'With `updated_at`, refused (409) when someone saved the article in between.',
    request: { params: Id('help article'), ...jsonBody(AdminHelpArticleBodySchema) },
  },
  P,
  envelope(AdminHelpArticleSchema),
  { ...BAD, ...STALE('article'), ...missing('help article or category') },
);
const helpArticlePublish = staffRoute(
  {
    method: 'put',
    path: `${base}/help-articles/{id}/published`,
    summary: 'Show a help article on the storefront (help center, FAQ, search) or hide it',
    request: { params: Id('help article'), ...jsonBody(AdminPublishBodySchema) },
  },
  P,
  envelope(AdminHelpArticleSchema),
  { ...BAD, ...missing('help article') },
);
const helpArticleDelete = staffRoute(
  {
    method: 'delete',
    path: `${base}/help-articles/{id}`,
    summary: 'Delete a help article',
    request: { params: Id('help article') },
  },
  P,
  Deleted,
  missing('help article'),
);

const policyList = staffRoute(
  { method: 'get', path: `${base}/policy`, summary: 'The policy sections in order, shown or hidden' },
  P,
  envelope(z.array(AdminPolicySectionSchema)),
);
const policyCreate = staffRoute(
  {
    method: 'post',
    path: `${base}/policy`,
    summary: 'Create a policy section, last in the order; shown unless `published` is false',
    request: { ...jsonBody(AdminPolicySectionBodySchema) },
  },
  P,
  envelope(AdminPolicySectionSchema),
  { ...BAD, ...SLUG },
);
const policyOrder = staffRoute(
  {
    method: 'put',
    path: `${base}/policy/order`,
    summary: 'Put the policy sections in this order (every one, each once)',
    request: { ...jsonBody(AdminContentOrderBodySchema) },
  },
  P,
  envelope(z.array(AdminPolicySectionSchema)),
  ORDER('policy section'),
);
const policyRead = staffRoute(
  {
    method: 'get',
    path: `${base}/policy/{id}`,
    summary: 'A policy section with its texts in en, kh and zh',
    request: { params: Id('policy section') },
  },
  P,
  envelope(AdminPolicySectionSchema),
  missing('policy section'),
);
const policyUpdate = staffRoute(
  {
    method: 'put',
    path: `${base}/policy/{id}`,
    summary: 'Save a policy section: texts, slug (its anchor), shown or hidden',
    description: 'With `updated_at`, refused (409) when someone saved the section in between.',
    request: { params: Id('policy section'), ...jsonBody(AdminPolicySectionBodySchema) },
  },
  P,
  envelope(AdminPolicySectionSchema),
  { ...BAD, ...STALE('section'), ...missing('policy section') },
);
const policyPublish = staffRoute(
  {
    method: 'put',
    path: `${base}/policy/{id}/published`,
    summary: 'Show a policy section on the storefront or hide it',
    request: { params: Id('policy section'), ...jsonBody(AdminPublishBodySchema) },
  },
  P,
  envelope(AdminPolicySectionSchema),
  { ...BAD, ...missing('policy section') },
);
const policyDelete = staffRoute(
  {
    method: 'delete',
    path: `${base}/policy/{id}`,
    summary: 'Delete a policy section',
    request: { params: Id('policy section') },
  },
  P,
  Deleted,
  missing('policy section'),
);

const newsList = staffRoute(
  {
    method: 'get',
    path: `${base}/news`,
    summary: 'The news posts: hidden ones first, then the newest (scheduled ones before those shown)',
  },
  P,
  envelope(z.array(AdminNewsPostSchema)),
);
const newsCreate = staffRoute(
  {
    method: 'post',
    path: `${base}/news`,
    summary: 'Create a news post, shown from `published_at` (null: hidden, dated now)',
    request: { ...jsonBody(AdminNewsPostBodySchema) },
  },
  P,
  envelope(AdminNewsPostSchema),
  { ...BAD, ...SLUG },
);
const newsRead = staffRoute(
  {
    method: 'get',
    path: `${base}/news/{id}`,
    summary: 'A news post with its texts in en, kh and zh',
    request: { params: Id('news post') },
  },
  P,
  envelope(AdminNewsPostSchema),
  missing('news post'),
);
const newsUpdate = staffRoute(
  {
    method: 'put',
    path: `${base}/news/{id}`,
    summary:
      'Save a news post: texts, picture, slug, the date it is shown from (null: hidden, its date kept)',
    request: { params: Id('news post'), ...jsonBody(AdminNewsPostBodySchema) },
  },
  P,
  envelope(AdminNewsPostSchema),
  { ...BAD, ...SLUG, ...missing('news post') },
);
const newsPublish = staffRoute(
  {
    method: 'put',
    path: `${base}/news/{id}/published`,
    summary: 'Show a news post from its date (a future one: scheduled) or hide it; its date is kept',
    request: { params: Id('news post'), ...jsonBody(AdminPublishBodySchema) },
  },
  P,
  envelope(AdminNewsPostSchema),
  { ...BAD, ...missing('news post') },
);
const newsDelete = staffRoute(
  {
    method: 'delete',
    path: `${base}/news/{id}`,
    summary: 'Delete a news post',
    request: { params: Id('news post') },
  },
  P,
  Deleted,
  missing('news post'),
);

export const adminContentRoutes: Router = router()
  .openapi(helpList, async (c) => c.json(ok(await helpTree(staffContext(c))), 200))
  .openapi(helpCategoryCreate, async (c) =>
    c.json(ok(await createHelpCategory(staffContext(c), c.req.valid('json'))), 200),
  )
  .openapi(helpCategoryOrder, async (c) =>
    c.json(ok(await orderHelpCategories(staffContext(c), c.req.valid('json').ids)), 200),
  )
  .openapi(helpCategoryRead, async (c) =>
    c.json(ok(await helpCategory(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(helpCategoryUpdate, async (c) =>
    c.json(ok(await updateHelpCategory(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(helpCategoryDelete, async (c) =>
    c.json(ok(await deleteHelpCategory(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(helpArticlesOrder, async (c) =>
    c.json(
      ok(await orderHelpArticles(staffContext(c), c.req.valid('param').id, c.req.valid('json').ids)),
      200,
    ),
  )
  .openapi(helpArticleCreate, async (c) =>
    c.json(ok(await createHelpArticle(staffContext(c), c.req.valid('json'))), 200),
  )
  .openapi(helpArticleRead, async (c) =>
    c.json(ok(await helpArticle(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(helpArticleUpdate, async (c) =>
    c.json(ok(await updateHelpArticle(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(helpArticlePublish, async (c) =>
    c.json(
      ok(await publishHelpArticle(staffContext(c), c.req.valid('param').id, c.req.valid('json').published)),
      200,
    ),
  )
  .openapi(helpArticleDelete, async (c) =>
    c.json(ok(await deleteHelpArticle(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(policyList, async (c) => c.json(ok(await policySections(staffContext(c))), 200))
  .openapi(policyCreate, async (c) =>
    c.json(ok(await createPolicySection(staffContext(c), c.req.valid('json'))), 200),
  )
  .openapi(policyOrder, async (c) =>
    c.json(ok(await orderPolicySections(staffContext(c), c.req.valid('json').ids)), 200),
  )
  .openapi(policyRead, async (c) =>
    c.json(ok(await policySection(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(policyUpdate, async (c) =>
    c.json(ok(await updatePolicySection(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(policyPublish, async (c) =>
    c.json(
      ok(await publishPolicySection(staffContext(c), c.req.valid('param').id, c.req.valid('json').published)),
      200,
    ),
  )
  .openapi(policyDelete, async (c) =>
    c.json(ok(await deletePolicySection(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(newsList, async (c) => c.json(ok(await newsPosts(staffContext(c))), 200))
  .openapi(newsCreate, async (c) =>
    c.json(ok(await createNewsPost(staffContext(c), c.req.valid('json'))), 200),
  )
  .openapi(newsRead, async (c) => c.json(ok(await newsPost(staffContext(c), c.req.valid('param').id)), 200))
  .openapi(newsUpdate, async (c) =>
    c.json(ok(await updateNewsPost(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(newsPublish, async (c) =>
    c.json(
      ok(await publishNewsPost(staffContext(c), c.req.valid('param').id, c.req.valid('json').published)),
      200,
    ),
  )
  .openapi(newsDelete, async (c) =>
    c.json(ok(await deleteNewsPost(staffContext(c), c.req.valid('param').id)), 200),
  );
