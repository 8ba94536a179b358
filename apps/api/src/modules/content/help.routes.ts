import {
  envelope,
  HELP_SEARCH_MAX,
  HelpArticleSchema,
  HelpCategoryDetailSchema,
  HelpCategorySchema,
  HelpFaqSchema,
  HelpSearchResultSchema,
  NEWS_PAGE_SIZE,
  NEWS_PAGE_SIZE_MAX,
  NewsPageSchema,
  NewsPostSchema,
  PolicySectionSchema,
} from '@shop/contracts';
import { requestContext } from '../../context';
import { ok } from '../../lib/answer';
import { notFound, requiredText } from '../../lib/errors';
import { idParam, pageParam } from '../../lib/params';
import { type Router, router, shopRoute, z } from '../../routing';
import {
  helpArticle,
  helpCategories,
  helpCategory,
  helpFaq,
  helpSearch,
  newsPage,
  newsPost,
  policySections,
} from './help.queries';

const idParams = (name: string) => ({ params: z.object({ id: idParam(name).describe(`The ${name}`) }) });

const categories = shopRoute(
  {
    method: 'get',
    path: '/api/help/categories',
    summary: 'Help categories in order, with their article counts',
  },
  envelope(z.array(HelpCategorySchema)),
);

const category = shopRoute(
  {
    method: 'get',
    path: '/api/help/category/{id}',
    summary: 'A help category and its articles (id, title, summary)',
    request: idParams('category id'),
  },
  envelope(HelpCategoryDetailSchema),
  { 404: 'No such help category in this shop' },
);

const article = shopRoute(
  {
    method: 'get',
    path: '/api/help/article/{id}',
    summary: 'A help article: title, body (light markup), category and related articles',
    request: idParams('article id'),
  },
  envelope(HelpArticleSchema),
  { 404: 'No such help article in this shop' },
);

const search = shopRoute(
  {
    method: 'get',
    path: '/api/help/search',
    summary: 'Help articles holding a text in their title, summary or body (request language), at most 20',
    request: {
      query: z.object({
        q: z
          .string({ error: requiredText('q') })
          .trim()
          .min(1, requiredText('q'))
          .max(HELP_SEARCH_MAX, `q must be at most ${HELP_SEARCH_MAX} characters`)
          .describe('The text to look for (any script)'),
      }),
    },
  },
  envelope(z.array(HelpSearchResultSchema)),
);

const faq = shopRoute(
  { method: 'get', path: '/api/help/faq', summary: 'Every help article with its body, grouped by category' },
  envelope(HelpFaqSchema),
);

const policy = shopRoute(
  { method: 'get', path: '/api/policy', summary: "The shop's policy sections in order" },
  envelope(z.array(PolicySectionSchema)),
);

const news = shopRoute(
  {
    method: 'get',
    path: '/api/news',
    summary: 'News posts, newest first, paginated',
    request: {
      query: z.object({
        page: pageParam.describe('Page number, from 1'),
        page_size: z
          .string()
          .regex(/^\d+$/, 'page_size must be a whole number')
          .transform(Number)
          .pipe(
            z
              .number()
              .int()
              .min(1, 'page_size must be at least 1')
              .max(NEWS_PAGE_SIZE_MAX, `page_size must be at most ${NEWS_PAGE_SIZE_MAX}`),
          )
          .optional()
          .describe(`Posts per page, 1 to ${NEWS_PAGE_SIZE_MAX} (default ${NEWS_PAGE_SIZE})`),
      }),
    },
  },
  envelope(NewsPageSchema),
);

const post = shopRoute(
  { method: 'get', path: '/api/news/{id}', summary: 'A news post', request: idParams('post id') },
  envelope(NewsPostSchema),
  { 404: 'No such news post in this shop' },
);

export const helpRoutes: Router = router()
  .openapi(categories, async (c) => c.json(ok(await helpCategories(requestContext(c))), 200))
  .openapi(category, async (c) => {
    const { id } = c.req.valid('param');
    const found = await helpCategory(requestContext(c), id);
    if (!found) throw notFound(`Help category ${id} not found`);
    return c.json(ok(found), 200);
  })
  .openapi(article, async (c) => {
    const { id } = c.req.valid('param');
    const found = await helpArticle(requestContext(c), id);
    if (!found) throw notFound(`Help article ${id} not found`);
    return c.json(ok(found), 200);
  })
  .openapi(search, async (c) => c.json(ok(await helpSearch(requestContext(c), c.req.valid('query').q)), 200))
  .openapi(faq, async (c) => c.json(ok(await helpFaq(requestContext(c))), 200))
  .openapi(policy, async (c) => c.json(ok(await policySections(requestContext(c))), 200))
  .openapi(news, async (c) => {
    const { page = 1, page_size = NEWS_PAGE_SIZE } = c.req.valid('query');
    return c.json(ok(await newsPage(requestContext(c), page, page_size)), 200);
  })
  .openapi(post, async (c) => {
    const { id } = c.req.valid('param');
    const found = await newsPost(requestContext(c), id);
    if (!found) throw notFound(`News post ${id} not found`);
    return c.json(ok(found), 200);
  });
