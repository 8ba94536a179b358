import {
  BookingAnswerSchema,
  BookingBodySchema,
  envelope,
  FREELANCERS_PER_PAGE,
  FreelancerDetailSchema,
  FreelancerListSchema,
  ServicesAnswerSchema,
} from '@shop/contracts';
import { requestContext } from '../../context';
import { ok } from '../../lib/answer';
import { notFound } from '../../lib/errors';
import { idParam, pageParam, toPage } from '../../lib/params';
import { optionalCustomer } from '../../middleware/customer';
import { jsonBody, type Router, router, shopRoute, z } from '../../routing';
import { findStoreRow } from '../stores';
import {
  countFreelancers,
  findFreelancers,
  serviceAreas,
  serviceCategories,
  serviceProducts,
} from './services.queries';
import { bookFreelancer, requireFreelancer } from './services.service';

const services = shopRoute(
  {
    method: 'get',
    path: '/api/services',
    summary:
      'The service categories with their counts of technicians; with cat_id also that category, its technicians and service products',
    request: { query: z.object({ cat_id: idParam('cat_id').optional() }) },
  },
  envelope(ServicesAnswerSchema),
  { 404: 'No such shop, or no such service category' },
);

const list = shopRoute(
  {
    method: 'get',
    path: '/api/freelancers',
    summary: 'The active technicians, filtered by skill (a service category id) and area, a page at a time',
    request: {
      query: z.object({
        skill: idParam('skill').optional(),
        area: idParam('area').optional(),
        page: pageParam,
      }),
    },
  },
  envelope(FreelancerListSchema),
);

const idPath = z.object({ id: idParam('id').describe('The technician') });

const detail = shopRoute(
  {
    method: 'get',
    path: '/api/freelancer/{id}',
    summary: "One technician, with their bio and the shop's contact",
    request: { params: idPath },
  },
  envelope(FreelancerDetailSchema),
  { 404: 'No such technician in this shop' },
);

const book = shopRoute(
  {
    method: 'post',
    path: '/api/freelancer/{id}/booking',
    summary:
      'Ask the shop to book a technician (the shop calls back). A bearer token, if sent, links the request to the customer',
    request: { params: idPath, ...jsonBody(BookingBodySchema) },
  },
  envelope(BookingAnswerSchema),
  {
    404: 'No such technician in this shop',
    429: 'Too many booking requests from this client to this shop; see Retry-After',
  },
);

export const servicesRoutes: Router = router()
  .openapi(services, async (c) => {
    const ctx = requestContext(c);
    const { cat_id } = c.req.valid('query');
    const categories = await serviceCategories(ctx);
    let selected = null;
    if (cat_id !== undefined) {
      const category = categories.find((x) => x.id === cat_id);
      if (!category) throw notFound(`Service category ${cat_id} not found`);
      selected = {
        id: category.id,
        name: category.name,
        description: category.description,
        icon: category.icon,
        freelancers: (await findFreelancers(ctx, { skill: category.id })).map(({ bio: _bio, ...f }) => f),
        products: category.subcategory_id === null ? [] : await serviceProducts(ctx, category.subcategory_id),
      };
    }
    return c.json(
      ok({
        categories: categories.map(({ id, slug, name, icon, freelancer_count }) => ({
          id,
          slug,
          name,
          icon,
          freelancer_count,
        })),
        selected,
      }),
      200,
    );
  })
  .openapi(list, async (c) => {
    const ctx = requestContext(c);
    const { skill, area, page = 1 } = c.req.valid('query');
    const total = await countFreelancers(ctx, { skill, area });
    const found = await findFreelancers(ctx, {
      skill,
      area,
      limit: FREELANCERS_PER_PAGE,
      offset: (page - 1) * FREELANCERS_PER_PAGE,
    });
    const [skills, areas] = [await serviceCategories(ctx), await serviceAreas(ctx)];
    return c.json(
      ok({
        ...toPage(
          found.map(({ bio: _bio, ...f }) => f),
          total,
          page,
          FREELANCERS_PER_PAGE,
        ),
        skills: skills.map(({ id, name }) => ({ id, name })),
        areas,
      }),
      200,
    );
  })
  .openapi(detail, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    const found = await requireFreelancer(ctx, id);
    const store = await findStoreRow(ctx);
    const phone = store?.smart || store?.cellcard || '';
    return c.json(ok({ ...found, contact: { telegram_url: store?.telegramUrl ?? '', phone } }), 200);
  })
  .openapi(book, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const bookingId = await bookFreelancer(ctx, id, body, (await optionalCustomer(c))?.id ?? null);
    return c.json(ok({ booking_id: bookingId }, 'Booking request sent'), 200);
  });
