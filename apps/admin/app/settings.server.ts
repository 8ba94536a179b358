import { PictureAnswerSchema, PlatformShopSchema, ShopSettingsSchema } from '@shop/contracts';
import { z } from 'zod';
import type { Visit } from './context.server';
import { call } from './products.server';

// The back office's calls of the shop's settings and of the platform's shops, made through the
// catalogue's `call` (it keeps what a 409 sends in `data`: the settings as they now are).

const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const data = <T>(answer: Promise<{ data: T }>) => answer.then((a) => a.data);

/** The shop's settings calls for one visit. */
export function settingsApi(visit: Visit, storeCode: string) {
  return {
    read() {
      return data(call(visit, storeCode, 'GET', '/admin/api/settings', envelope(ShopSettingsSchema)));
    },
    saveProfile(body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'PUT', '/admin/api/settings', envelope(ShopSettingsSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
    /** POST /admin/api/shop/logo: the shop's logo replaced (the API checks the picture's bytes). */
    uploadLogo(file: File, idempotencyKey?: string) {
      const form = new FormData();
      form.set('file', file, file.name || 'logo');
      return data(
        call(visit, storeCode, 'POST', '/admin/api/shop/logo', envelope(PictureAnswerSchema), {
          body: form,
          idempotencyKey,
        }),
      );
    },
    saveMoney(body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'PUT', '/admin/api/settings/money', envelope(ShopSettingsSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
  };
}

/** The platform operator's calls: every shop, suspend one, resume one (no shop of their own). */
export function platformApi(visit: Visit) {
  return {
    shops() {
      return data(call(visit, '', 'GET', '/admin/api/shops', envelope(z.array(PlatformShopSchema))));
    },
    suspend(code: string, reason: string) {
      return data(
        call(
          visit,
          '',
          'POST',
          `/admin/api/shops/${encodeURIComponent(code)}/suspend`,
          envelope(PlatformShopSchema),
          {
            body: { reason },
          },
        ),
      );
    },
    resume(code: string) {
      return data(
        call(
          visit,
          '',
          'POST',
          `/admin/api/shops/${encodeURIComponent(code)}/resume`,
          envelope(PlatformShopSchema),
        ),
      );
    },
  };
}
