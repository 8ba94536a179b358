import { z } from 'zod';
import { envelope } from '../common';
import {
  HelpArticleSchema,
  HelpCategoryDetailSchema,
  HelpCategorySchema,
  HelpFaqSchema,
  HelpSearchResultSchema,
  NewsPageSchema,
  NewsPostSchema,
  PolicySectionSchema,
} from '../help';
import { type Call, query, type ShopContext } from './core';

/** The help center, the policy page and the news. */
export function helpCalls(call: Call) {
  return {
    async helpCategories(shop: ShopContext) {
      return (await call('GET', '/api/help/categories', envelope(z.array(HelpCategorySchema)), { shop }))
        .data;
    },
    async helpCategory(shop: ShopContext, id: number) {
      return (await call('GET', `/api/help/category/${id}`, envelope(HelpCategoryDetailSchema), { shop }))
        .data;
    },
    async helpArticle(shop: ShopContext, id: number) {
      return (await call('GET', `/api/help/article/${id}`, envelope(HelpArticleSchema), { shop })).data;
    },
    async helpSearch(shop: ShopContext, q: string) {
      const path = `/api/help/search?${query({ q })}`;
      return (await call('GET', path, envelope(z.array(HelpSearchResultSchema)), { shop })).data;
    },
    async helpFaq(shop: ShopContext) {
      return (await call('GET', '/api/help/faq', envelope(HelpFaqSchema), { shop })).data;
    },
    async policy(shop: ShopContext) {
      return (await call('GET', '/api/policy', envelope(z.array(PolicySectionSchema)), { shop })).data;
    },
    async news(shop: ShopContext, page = 1, pageSize?: number) {
      const path = `/api/news?${query({ page, page_size: pageSize })}`;
      return (await call('GET', path, envelope(NewsPageSchema), { shop })).data;
    },
    async newsPost(shop: ShopContext, id: number) {
      return (await call('GET', `/api/news/${id}`, envelope(NewsPostSchema), { shop })).data;
    },
  };
}
