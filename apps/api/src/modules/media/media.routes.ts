import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UploadAnswerSchema } from '@shop/contracts';
import { customerContext } from '../../context';
import { badRequest, notFound, required } from '../../lib/errors';
import { IMMUTABLE, PLACEHOLDER_IMAGE_PATH, svgResponse } from '../../lib/images';
import { customerCall } from '../../middleware';
import { limitBody } from '../../middleware/body-limit';
import {
  BEARER,
  createRoute,
  customerAnswers,
  pictureAnswers,
  type Router,
  router,
  SHOP_PARAMETERS,
  z,
} from '../../routing';
import { PLACEHOLDER_SVG } from './placeholder';
import { RECEIPTS_PATH, readReceipt, storeReceipt } from './receipts';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from './uploads';
import {
  contentType,
  IMAGE_WIDTHS,
  type ImageWidth,
  isUploadName,
  resizedVariant,
  UPLOADS,
} from './variants';

function width(value: string | undefined): ImageWidth | undefined {
  if (value === undefined) return undefined;
  const w = Number(value);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(w))
    throw badRequest(`w must be one of ${IMAGE_WIDTHS.join(', ')}`);
  return w as ImageWidth;
}

/** The upload's path: app.ts leaves it out of the 64 KB limit of the other calls. */
export const UPLOAD_PATH = '/api/upload';

const upload = createRoute({
  method: 'post',
  path: UPLOAD_PATH,
  summary: "Store a signed-in customer's bank-transfer receipt; answers its image_url",
  description: `Multipart, field \`file\`: a JPEG, PNG or WebP picture of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, decoded and re-encoded without its metadata. The receipt is private: its image_url (under ${RECEIPTS_PATH}) answers only its customer's bearer token.`,
  security: BEARER,
  parameters: SHOP_PARAMETERS,
  // Who is asking first (no body read), then the size limit (the file and room for the form's
  // framing): a stranger's body is never buffered, a body too large is refused before it is read.
  middleware: [...customerCall, limitBody(MAX_UPLOAD_BYTES + 64 * 1024, FILE_TOO_LARGE)],
  request: {
    body: {
      required: true,
      // A plain schema (not Zod): the handler reads the form itself, with its own messages.
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    },
  },
  responses: customerAnswers(UploadAnswerSchema, { 413: 'The file is larger than the limit' }),
});

const receipt = createRoute({
  method: 'get',
  path: `${RECEIPTS_PATH}/{file}`,
  summary: "One of the signed-in customer's receipts (never another customer's), not cached",
  security: BEARER,
  parameters: SHOP_PARAMETERS,
  middleware: customerCall,
  request: {
    params: z.object({ file: z.string().describe('The name in the image_url the upload answered') }),
  },
  responses: pictureAnswers(
    'image/*',
    'The picture, private to its customer (Cache-Control: private, no-store)',
    {
      401: 'please login first',
      404: 'No such receipt of this customer',
    },
  ),
});

const placeholder = createRoute({
  method: 'get',
  path: PLACEHOLDER_IMAGE_PATH,
  summary: 'The picture of a missing image',
  responses: pictureAnswers('image/svg+xml', 'An SVG picture, cacheable for a year'),
});

const uploaded = createRoute({
  method: 'get',
  path: `/media/${UPLOADS}/{file}`,
  summary: 'An uploaded picture: the original, or a WebP resized to one of the widths',
  request: {
    params: z.object({ file: z.string().describe('The stored name (made from the content)') }),
    query: z.object({
      w: z
        .string()
        .optional()
        .describe(`One of ${IMAGE_WIDTHS.join(', ')}`),
    }),
  },
  responses: pictureAnswers(
    'image/*',
    'The picture, cacheable for a year (a name always means the same bytes)',
    {
      400: 'w is not one of the widths',
      404: 'No such picture',
    },
  ),
});

export const mediaRoutes: Router = router()
  .openapi(upload, async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
      throw badRequest('the body must be multipart/form-data with a file field');
    const form = await c.req.parseBody().catch(() => {
      throw badRequest('the body is not valid multipart/form-data');
    });
    const file = form.file;
    if (!(file instanceof File)) throw required('file');
    const image_url = await storeReceipt(customerContext(c), file);
    return c.json({ code: 0, message: 'Uploaded', data: { image_url }, image_url }, 200);
  })
  .openapi(receipt, async (c) => {
    const { file } = c.req.valid('param');
    const body = await readReceipt(customerContext(c), file);
    if (!body) throw notFound('No such receipt');
    return c.body(new Uint8Array(body), 200, {
      'content-type': contentType(file),
      'cache-control': 'private, no-store',
    });
  })
  .openapi(placeholder, () => svgResponse(PLACEHOLDER_SVG))
  // Upload names are content-addressed, so a name always means the same bytes.
  .openapi(uploaded, async (c) => {
    const { file } = c.req.valid('param');
    if (!isUploadName(file)) throw notFound('No such image');
    const w = width(c.req.valid('query').w);
    const { mediaDir } = c.get('deps');
    const body = w
      ? await resizedVariant(mediaDir, file, w)
      : await readFile(join(mediaDir, UPLOADS, file)).catch(() => null);
    if (!body) throw notFound('No such image');
    return c.body(new Uint8Array(body), 200, {
      'content-type': w ? 'image/webp' : contentType(file),
      'cache-control': IMMUTABLE,
    });
  });
