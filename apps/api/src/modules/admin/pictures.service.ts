import { join } from 'node:path';
import { MAX_PRODUCT_IMAGES, type ProductImage, type ProductImagesOrder } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { rows } from '../../lib/sql';
import { storePicture } from '../media/uploads';
import { UPLOADS } from '../media/variants';
import { audit } from './audit';

// The catalogue's pictures (issue 30, part 3): a product's pictures added, put in order and
// removed; a category's, a brand's picture and the shop's logo replaced. A picture is checked and
// re-encoded by `storePicture` and kept among the public media under a name made from its content
// (served with its resized WebP variants at /media/uploads/…); its row is written in the same
// transaction as the audit row, after the product, category or brand is found to be the shop's
// (404 otherwise, nothing stored). A file is never deleted: the same bytes may be another
// product's, or another shop's, picture too.
//
// One rule for the main picture, the storefront's: the first of the product's pictures (lowest
// `sequence`) opens its gallery, and the product's `image` (the thumbnail of every list) is kept
// equal to it by every write here.

/** Stores an uploaded picture among the public media; its path (`/media/uploads/<name>`). */
async function stored(ctx: StaffContext, file: File): Promise<string> {
  const name = await storePicture(join(ctx.deps.mediaDir, UPLOADS), file);
  return `/media/${UPLOADS}/${name}`;
}

/** The product's image rows in order, main first. */
const imageRows = (ctx: StaffContext, productId: number) =>
  rows<{ id: number; url: string }>(
    ctx.db,
    sql`select id, url from product_images where store_id = ${ctx.store.id} and product_id = ${productId}
        order by sequence, id`,
  );

/** A product's pictures as the back office shows them, main first. */
export async function productImages(ctx: StaffContext, productId: number): Promise<ProductImage[]> {
  const list = await imageRows(ctx, productId);
  return list.map((r, i) => ({
    id: r.id,
    url: assetUrl(ctx.deps.assetHost, r.url),
    main: i === 0,
    sequence: i,
  }));
}

/** What has pictures: a product (several), a category, a brand (one each). */
const OWNERS = {
  product: { table: sql`products`, name: 'Product' },
  category: { table: sql`categories`, name: 'Category' },
  brand: { table: sql`brands`, name: 'Brand' },
} as const;
type Owner = keyof typeof OWNERS;

/**
 * The shop's product, category or brand `id` with its picture (404 if it is not the shop's); with
 * `lock`, locked for the rest of the transaction. Checked before an upload's body is read too.
 */
export async function requireOwner(ctx: StaffContext, entity: Owner, id: number, lock = false) {
  const { table, name } = OWNERS[entity];
  const [found] = await rows<{ image: string | null }>(
    ctx.db,
    sql`select image from ${table} where store_id = ${ctx.store.id} and id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  if (!found) throw notFound(`${name} ${id} not found in this shop`);
  return found;
}

const lockedProduct = (ctx: StaffContext, id: number) => requireOwner(ctx, 'product', id, true);

/** Numbers the pictures 0, 1, 2… in `ids`' order and makes the product's image the first one. */
async function settle(ctx: StaffContext, productId: number, ids: number[]) {
  const store = ctx.store.id;
  if (ids.length)
    await ctx.db.execute(
      sql`update product_images i set sequence = o.n - 1
          from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, n)
          where i.store_id = ${store} and i.product_id = ${productId} and i.id = o.id and i.sequence <> o.n - 1`,
    );
  await ctx.db.execute(
    sql`update products p set image = (select i.url from product_images i
          where i.store_id = p.store_id and i.product_id = p.id order by i.sequence, i.id limit 1)
        where p.store_id = ${store} and p.id = ${productId}`,
  );
}

/**
 * Adds a picture at the end of a product's pictures (the first becomes the main one). A product
 * whose picture was only its `image` (no gallery yet) keeps it first.
 */
export async function addProductImage(
  outer: StaffContext,
  productId: number,
  file: File,
): Promise<ProductImage[]> {
  return inTransaction(outer, async (ctx) => {
    const product = await lockedProduct(ctx, productId);
    const before = await imageRows(ctx, productId);
    if (before.length >= MAX_PRODUCT_IMAGES)
      throw conflict(
        `file: the product has ${MAX_PRODUCT_IMAGES} pictures, the most it may; delete one first`,
      );
    const url = await stored(ctx, file);
    if (!before.length && product.image && product.image !== url)
      before.push(...(await insertImage(ctx, productId, product.image, 0)));
    const [added] = await insertImage(ctx, productId, url, before.length);
    await settle(
      ctx,
      productId,
      [...before, added!].map((r) => r.id),
    );
    await audit(ctx, {
      action: 'product.image_added',
      entity: 'product',
      entityId: productId,
      before: { images: before.map((r) => r.url) },
      after: { images: [...before.map((r) => r.url), url] },
    });
    return productImages(ctx, productId);
  });
}

const insertImage = (ctx: StaffContext, productId: number, url: string, sequence: number) =>
  rows<{ id: number; url: string }>(
    ctx.db,
    sql`insert into product_images (store_id, product_id, url, sequence)
        values (${ctx.store.id}, ${productId}, ${url}, ${sequence}) returning id, url`,
  );

/** What is wrong with an order of a product's pictures, or null: every id of `have` exactly once. */
function orderProblem(productId: number, have: number[], order: number[], main?: number): string | null {
  const known = new Set(have);
  const seen = new Set<number>();
  for (const id of order) {
    if (!known.has(id)) return `order: ${id} is not a picture of product ${productId}`;
    if (seen.has(id)) return `order: picture ${id} is given twice`;
    seen.add(id);
  }
  const missing = have.filter((id) => !seen.has(id));
  if (missing.length)
    return `order: picture${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing; give every picture of the product once`;
  if (main !== undefined && !known.has(main)) return `main: ${main} is not a picture of product ${productId}`;
  return null;
}

/** Puts a product's pictures in the given order, `main` (if given) first. */
export async function orderProductImages(
  outer: StaffContext,
  productId: number,
  body: ProductImagesOrder,
): Promise<ProductImage[]> {
  return inTransaction(outer, async (ctx) => {
    await lockedProduct(ctx, productId);
    const before = await imageRows(ctx, productId);
    const problem = orderProblem(
      productId,
      before.map((r) => r.id),
      body.order,
      body.main,
    );
    if (problem) throw badRequest(problem);
    const order =
      body.main === undefined ? body.order : [body.main, ...body.order.filter((id) => id !== body.main)];
    await settle(ctx, productId, order);
    await audit(ctx, {
      action: 'product.images_ordered',
      entity: 'product',
      entityId: productId,
      before: { images: before.map((r) => r.id) },
      after: { images: order },
    });
    return productImages(ctx, productId);
  });
}

/** Removes one of a product's pictures (404 if it is not one); the next one becomes main if it was. */
export async function deleteProductImage(
  outer: StaffContext,
  productId: number,
  imageId: number,
): Promise<ProductImage[]> {
  return inTransaction(outer, async (ctx) => {
    await lockedProduct(ctx, productId);
    const before = await imageRows(ctx, productId);
    const gone = before.find((r) => r.id === imageId);
    if (!gone) throw notFound(`Picture ${imageId} is not one of product ${productId}`);
    await ctx.db.execute(
      sql`delete from product_images where store_id = ${ctx.store.id} and product_id = ${productId} and id = ${imageId}`,
    );
    await settle(
      ctx,
      productId,
      before.filter((r) => r.id !== imageId).map((r) => r.id),
    );
    await audit(ctx, {
      action: 'product.image_removed',
      entity: 'product',
      entityId: productId,
      before: { image: { id: gone.id, url: gone.url }, main: before[0]?.id === imageId },
    });
    return productImages(ctx, productId);
  });
}

/** Replaces a category's or a brand's picture; its new address. */
export async function setPlaceImage(
  outer: StaffContext,
  entity: Exclude<Owner, 'product'>,
  id: number,
  file: File,
): Promise<{ image: string }> {
  const { table } = OWNERS[entity];
  return inTransaction(outer, async (ctx) => {
    const found = await requireOwner(ctx, entity, id, true);
    const url = await stored(ctx, file);
    await ctx.db.execute(
      sql`update ${table} set image = ${url} where store_id = ${ctx.store.id} and id = ${id}`,
    );
    await audit(ctx, {
      action: `${entity}.image_changed`,
      entity,
      entityId: id,
      before: { image: found.image },
      after: { image: url },
    });
    return { image: assetUrl(ctx.deps.assetHost, url) };
  });
}

/** Replaces the shop's logo; its new address. */
export async function setShopLogo(outer: StaffContext, file: File): Promise<{ image: string }> {
  return inTransaction(outer, async (ctx) => {
    const [found] = await rows<{ logo: string }>(
      ctx.db,
      sql`select logo from stores where id = ${ctx.store.id} for update`,
    );
    const url = await stored(ctx, file);
    await ctx.db.execute(sql`update stores set logo = ${url} where id = ${ctx.store.id}`);
    await audit(ctx, {
      action: 'shop.logo_changed',
      entity: 'shop',
      entityId: ctx.store.code,
      before: { logo: found?.logo ?? '' },
      after: { logo: url },
    });
    return { image: assetUrl(ctx.deps.assetHost, url) };
  });
}
