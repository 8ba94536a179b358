import { MAX_INT32, MAX_ROWS_PER_PAGE } from '@shop/contracts';
import { z } from 'zod';
import { badRequest } from './errors';

// The parameters of the API's paths and queries: each refuses what is wrong with a message that
// names it.

const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`));

export const pageParam = positiveInt('page').pipe(z.number().max(1_000_000, 'page is too large')).optional();
export const rowsParam = positiveInt('row_per_page')
  .pipe(z.number().max(MAX_ROWS_PER_PAGE, `row_per_page must be at most ${MAX_ROWS_PER_PAGE}`))
  .optional();
export const idParam = (name: string) =>
  positiveInt(name).pipe(z.number().max(MAX_INT32, `${name} is too large`));

/** An amount in dollars, with at most two decimals. */
export const priceParam = (name: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be an amount in dollars, e.g. 99.50`)
    .transform(Number)
    .pipe(z.number().max(1_000_000, `${name} is too large`));

/** A path segment, URL-decoded (`+` as a space); bad encoding is a 400. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw badRequest('the path is not valid URL encoding');
  }
}

/**
 * An id written into a path segment the way the specification writes its calls: `123`,
 * `123&store_code=S001` or `category_id=5` (for `name` category_id).
 */
export const segmentId = (name: string) =>
  z
    .string()
    .transform((segment) => {
      const value = decodeSegment(segment).split('&')[0] ?? '';
      return value.startsWith(`${name}=`) ? value.slice(name.length + 1) : value;
    })
    .pipe(idParam(name));

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function toPage<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
