import { envelope, PictureAnswerSchema, ProductImageSchema, ProductImagesOrderSchema } from '@shop/contracts';
import type { Context } from 'hono';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { badRequest, required } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { limitBody } from '../../middleware/body-limit';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '../media/uploads';
import {
  addProductImage,
  deleteProductImage,
  orderProductImages,
  requireOwner,
  setPlaceImage,
  setShopLogo,
} from './pictures.service';

// The catalogue's pictures (issue 30, part 3): a product's pictures, a category's and a brand's
// picture, the shop's logo. Uploads are multipart (`file`), checked and re-encoded as receipts are
// (a JPEG, PNG or WebP of at most 8 MB); a larger body is a 413 before it is read. Catalogue
// writers (owners, managers, editors); the logo, part of the shop's profile, owners and managers.

/** A picture upload's path (app.ts leaves these out of the 64 KB limit of the other calls). */
const UPLOADS =
  /^\/admin\/api\/(products\/[^/]+\/images|categories\/[^/]+\/image|brands\/[^/]+\/image|shop\/logo)$/;

/** Whether a request is a picture upload, which declares its own body limit. */
export const isPictureUpload = (c: Context) => c.req.method === 'POST' && UPLOADS.test(c.req.path);

const ProductParams = z.object({ id: idParam('id').describe("The product's id") });
const NOT_HERE = 'No such product in this shop';

/** The multipart body of an upload, described (the handler reads it itself, with its own messages). */
const fileBody = {
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          properties: { file: { type: 'string' as const, format: 'binary' } },
          required: ['file'],
        },
      },
    },
  },
};

const FILE_RULES = `Multipart, field \`file\`: a JPEG, PNG or WebP picture of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, decoded and re-encoded without its metadata, served with its resized WebP variants under /media/uploads/.`;

const uploadFailures = {
  400: 'Not multipart, no file, or the file is not a JPEG, PNG or WebP picture (the message names what)',
  413: 'The file is larger than the limit',
};

/** The size limit of an upload: the file and room for the form's framing, refused before it is read. */
const uploadLimit = { middleware: [limitBody(MAX_UPLOAD_BYTES + 64 * 1024, FILE_TOO_LARGE)] };

const ImagesSchema = z.array(ProductImageSchema);

const addImage = staffRoute(
  {
    method: 'post',
    path: '/admin/api/products/{id}/images',
    summary: 'Add a picture to a product, after its others (a first picture becomes the main one)',
    description: FILE_RULES,
    request: { params: ProductParams, ...fileBody },
  },
  'catalogue.write',
  envelope(ImagesSchema),
  { ...uploadFailures, 404: NOT_HERE, 409: 'The product has as many pictures as it may' },
  uploadLimit,
);

const orderImages = staffRoute(
  {
    method: 'put',
    path: '/admin/api/products/{id}/images',
    summary: 'Put a product’s pictures in order and pick the main one (the first)',
    description:
      '`order`: every picture id of the product, each once; `main`, if given, is moved first. The main picture opens the storefront’s gallery and is the product’s picture in lists.',
    request: { params: ProductParams, ...jsonBody(ProductImagesOrderSchema) },
  },
  'catalogue.write',
  envelope(ImagesSchema),
  { 400: 'An id is not the product’s, given twice or missing (named in the message)', 404: NOT_HERE },
);

const removeImage = staffRoute(
  {
    method: 'delete',
    path: '/admin/api/products/{id}/images/{imageId}',
    summary: 'Remove one of a product’s pictures (the next one becomes main if it was)',
    request: {
      params: ProductParams.extend({ imageId: idParam('imageId').describe("The picture's id") }),
    },
  },
  'catalogue.write',
  envelope(ImagesSchema),
  { 404: 'No such product in this shop, or no such picture of it' },
);

const categoryImage = staffRoute(
  {
    method: 'post',
    path: '/admin/api/categories/{id}/image',
    summary: 'Replace a category’s picture',
    description: FILE_RULES,
    request: { params: z.object({ id: idParam('id').describe("The category's id") }), ...fileBody },
  },
  'catalogue.write',
  envelope(PictureAnswerSchema),
  { ...uploadFailures, 404: 'No such category in this shop' },
  uploadLimit,
);

const brandImage = staffRoute(
  {
    method: 'post',
    path: '/admin/api/brands/{id}/image',
    summary: 'Replace a brand’s picture',
    description: FILE_RULES,
    request: { params: z.object({ id: idParam('id').describe("The brand's id") }), ...fileBody },
  },
  'catalogue.write',
  envelope(PictureAnswerSchema),
  { ...uploadFailures, 404: 'No such brand in this shop' },
  uploadLimit,
);

const logo = staffRoute(
  {
    method: 'post',
    path: '/admin/api/shop/logo',
    summary: 'Replace the shop’s logo',
    description: FILE_RULES,
    request: fileBody,
  },
  'shop.settings',
  envelope(PictureAnswerSchema),
  uploadFailures,
  uploadLimit,
);

/** The `file` of a multipart upload (400 naming what is wrong otherwise). */
async function fileOf(c: Context): Promise<File> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
    throw badRequest('the body must be multipart/form-data with a file field');
  const form = await c.req.parseBody().catch(() => {
    throw badRequest('the body is not valid multipart/form-data');
  });
  const file = form.file;
  if (!(file instanceof File)) throw required('file');
  return file;
}

export const adminPictureRoutes: Router = router()
  // The product, category or brand is the shop's (404) before the body is read.
  .openapi(addImage, async (c) => {
    const ctx = staffContext(c);
    const { id } = c.req.valid('param');
    await requireOwner(ctx, 'product', id);
    return c.json(ok(await addProductImage(ctx, id, await fileOf(c))), 200);
  })
  .openapi(orderImages, async (c) =>
    c.json(ok(await orderProductImages(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(removeImage, async (c) => {
    const { id, imageId } = c.req.valid('param');
    return c.json(ok(await deleteProductImage(staffContext(c), id, imageId)), 200);
  })
  .openapi(categoryImage, async (c) => {
    const ctx = staffContext(c);
    const { id } = c.req.valid('param');
    await requireOwner(ctx, 'category', id);
    return c.json(ok(await setPlaceImage(ctx, 'category', id, await fileOf(c))), 200);
  })
  .openapi(brandImage, async (c) => {
    const ctx = staffContext(c);
    const { id } = c.req.valid('param');
    await requireOwner(ctx, 'brand', id);
    return c.json(ok(await setPlaceImage(ctx, 'brand', id, await fileOf(c))), 200);
  })
  .openapi(logo, async (c) => {
    const file = await fileOf(c);
    return c.json(ok(await setShopLogo(staffContext(c), file)), 200);
  });
