import {
  BuildCheckSchema,
  BuildSchema,
  buildFromQuery,
  envelope,
  PartsPageSchema,
  PartsQuerySchema,
  PC_MAX_QUANTITY,
  PC_SLOTS,
  type PcSlot,
} from '@shop/contracts';
import { requestContext } from '../../context';
import { ok } from '../../lib/answer';
import { jsonBody, type Router, router, shopRoute, z } from '../../routing';
import { checkBuildOf, partsPage } from './pcbuilder.service';

/**
 * The build in a pick list's query, as `buildFromQuery` reads it (one parameter per slot, the
 * product id; `<slot>_qty` above 1). Described here for /openapi.json; read leniently: a value
 * that is not an id is left out, as an old or hand-edited link must still open.
 */
const buildParams = Object.fromEntries(
  PC_SLOTS.flatMap((slot) => [
    [slot, z.string().optional().describe(`The build's ${slot}: a product id`)],
    [
      `${slot}_qty`,
      z
        .string()
        .optional()
        .describe(`How many of the ${slot} (1 to ${PC_MAX_QUANTITY}; memory and storage only)`),
    ],
  ]),
) as Record<PcSlot | `${PcSlot}_qty`, z.ZodOptional<z.ZodString>>;

const check = shopRoute(
  {
    method: 'post',
    path: '/api/pcbuilder/check',
    summary:
      "Price a PC build from the shop's catalogue and check it: the problems of its parts together, the power estimate, the total",
    request: { ...jsonBody(BuildSchema) },
  },
  envelope(BuildCheckSchema),
  {
    400: 'A field is wrong, a product is not a PC part, or a single slot has a quantity above 1; the message names the item (items.N)',
    404: 'No such shop, or an item is not an active product of this shop; the message names it (items.N.product_id)',
  },
);

const parts = shopRoute(
  {
    method: 'get',
    path: '/api/pcbuilder/parts',
    summary:
      "One slot's parts a page at a time, each with the problems it would bring to the build (the slot's pick replaced by it); compatible=1 leaves out those that clash",
    request: { query: PartsQuerySchema.extend(buildParams) },
  },
  envelope(PartsPageSchema),
);

export const pcbuilderRoutes: Router = router()
  .openapi(check, async (c) => {
    return c.json(ok(await checkBuildOf(requestContext(c), c.req.valid('json'))), 200);
  })
  .openapi(parts, async (c) => {
    const query = c.req.valid('query');
    const build = buildFromQuery(new URL(c.req.url).searchParams);
    return c.json(ok(await partsPage(requestContext(c), query, build)), 200);
  });
