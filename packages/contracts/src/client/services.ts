import { envelope } from '../common';
import {
  BookingAnswerSchema,
  type BookingBody,
  FreelancerDetailSchema,
  FreelancerListSchema,
  ServicesAnswerSchema,
} from '../services';
import { type Call, type Caller, query, type ShopContext } from './core';

/** Services and technicians: the categories, the list, one profile, a booking request. */
export function serviceCalls(call: Call) {
  return {
    async services(shop: ShopContext, categoryId?: number) {
      const q = query({ cat_id: categoryId });
      return (await call('GET', `/api/services${q ? `?${q}` : ''}`, envelope(ServicesAnswerSchema), { shop }))
        .data;
    },
    async freelancers(shop: ShopContext, filter: { skill?: number; area?: number; page?: number } = {}) {
      const q = query(filter);
      return (
        await call('GET', `/api/freelancers${q ? `?${q}` : ''}`, envelope(FreelancerListSchema), { shop })
      ).data;
    },
    async freelancer(shop: ShopContext, id: number) {
      return (await call('GET', `/api/freelancer/${id}`, envelope(FreelancerDetailSchema), { shop })).data;
    },
    /** Asks the shop to book a technician (a 400 names a wrong field, 429 when sent too often). */
    async bookFreelancer(shop: ShopContext, caller: Caller, id: number, body: BookingBody) {
      return (
        await call('POST', `/api/freelancer/${id}/booking`, envelope(BookingAnswerSchema), {
          shop,
          caller,
          body,
        })
      ).data;
    },
  };
}
