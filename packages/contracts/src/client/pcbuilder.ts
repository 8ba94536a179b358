import { envelope } from '../common';
import {
  type Build,
  BuildCheckSchema,
  type BuildItem,
  buildToQuery,
  PartsPageSchema,
  type PcSlot,
} from '../pcbuilder';
import type { Call, ShopContext } from './core';

/** What a pick list asks for besides the build (PartsQuerySchema; the API fills the defaults). */
export interface PartsFilter {
  slot: PcSlot;
  q?: string;
  brand_id?: number;
  /** Leave out parts that do not fit the build (the API's default: true). */
  compatible?: boolean;
  sort?: 'price_asc' | 'price_desc' | 'name';
  page?: number;
}

/** The PC builder: check a build, list a slot's parts against it. */
export function pcbuilderCalls(call: Call) {
  return {
    /** Prices the build from the catalogue and runs the compatibility rules. */
    async pcbuilderCheck(shop: ShopContext, build: Build) {
      return (await call('POST', '/api/pcbuilder/check', envelope(BuildCheckSchema), { shop, body: build }))
        .data;
    },
    /** One slot's parts, each with the problems it would bring to `build`. */
    async pcbuilderParts(shop: ShopContext, filter: PartsFilter, build: readonly BuildItem[] = []) {
      const params = buildToQuery(build);
      params.set('slot', filter.slot);
      if (filter.q) params.set('q', filter.q);
      if (filter.brand_id !== undefined) params.set('brand_id', String(filter.brand_id));
      if (filter.compatible !== undefined) params.set('compatible', filter.compatible ? '1' : '0');
      if (filter.sort) params.set('sort', filter.sort);
      if (filter.page !== undefined) params.set('page', String(filter.page));
      return (await call('GET', `/api/pcbuilder/parts?${params}`, envelope(PartsPageSchema), { shop })).data;
    },
  };
}
