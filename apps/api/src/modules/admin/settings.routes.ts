import { envelope, ShopMoneyBodySchema, ShopProfileBodySchema, ShopSettingsSchema } from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { jsonBody, type Router, router, staffRoute } from '../../routing';
import { saveMoney, saveProfile, shopSettings } from './settings.service';

// The shop's settings (issue 30, part 7): the profile for owners and managers, the money for
// owners only. The storefront shows a change within its shop lookup's cache time.

const CHANGED = 'Changed by someone else since it was read (the settings as they now are in `data`)';

const read = staffRoute(
  {
    method: 'get',
    path: '/admin/api/settings',
    summary: 'The shop’s settings: its profile and its money settings, with the version to save against',
  },
  'shop.settings',
  envelope(ShopSettingsSchema),
);

const profile = staffRoute(
  {
    method: 'put',
    path: '/admin/api/settings',
    summary:
      'Save the shop’s profile: name, colour, contact phones, links, about text, address, footer, menu',
    description: 'With `version`, refused (409) when someone saved the settings in between.',
    request: { ...jsonBody(ShopProfileBodySchema) },
  },
  'shop.settings',
  envelope(ShopSettingsSchema),
  { 400: 'A field is wrong (named in the message)', 409: CHANGED },
);

const money = staffRoute(
  {
    method: 'put',
    path: '/admin/api/settings/money',
    summary:
      'Save the shop’s money settings: payment methods, transfer accounts, KHQR account, Anakut discount, riel rate, delivery fee',
    description: 'Owners only. With `version`, refused (409) when someone saved the settings in between.',
    request: { ...jsonBody(ShopMoneyBodySchema) },
  },
  'shop.money',
  envelope(ShopSettingsSchema),
  { 400: 'A field is wrong (named in the message)', 409: CHANGED },
);

export const adminSettingsRoutes: Router = router()
  .openapi(read, async (c) => c.json(ok(await shopSettings(staffContext(c))), 200))
  .openapi(profile, async (c) => c.json(ok(await saveProfile(staffContext(c), c.req.valid('json'))), 200))
  .openapi(money, async (c) => c.json(ok(await saveMoney(staffContext(c), c.req.valid('json'))), 200));
