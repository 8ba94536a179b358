import { MAX_ROWS_PER_PAGE } from '@shop/contracts';
import { z } from 'zod';

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
  positiveInt(name).pipe(z.number().max(2_147_483_647, `${name} is too large`));

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
