import { envelope, normalizeHost, StoreInfoSchema, VendorInfoSchema } from '@shop/contracts';
import type { Localized } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { appContext, requestContext } from '../../context';
import { ok } from '../../lib/answer';
import { notFound, requiredText } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { locale } from '../../middleware';
import { answers, createRoute, LANGUAGE_PARAMETERS, type Router, router, shopRoute, z } from '../../routing';
import { paymentOptions } from '../payments/methods';
import { paymentSettings } from './payment-settings';
import { findStoreByDomain, findStoreRow } from './stores.queries';

const DomainQuery = z.object({
  domain: z
    .string({ error: requiredText('domain') })
    .trim()
    .min(1, requiredText('domain'))
    .max(253, 'domain is too long')
    // A Host header may carry a port, a trailing dot and any case; the shop is the same.
    .transform((d) => normalizeHost(d) ?? '')
    .pipe(z.string().min(1, 'domain is not a valid host name'))
    .describe('The host name the shopper used; a port and any case are allowed'),
});

const pick = (text: Localized, lang: Locale) => text[lang] || text.en;

const storeInfo = createRoute({
  method: 'get',
  path: '/api/store/info',
  summary: 'Store info by domain: the configuration of the shop that answers to a host name',
  middleware: [locale],
  parameters: LANGUAGE_PARAMETERS,
  request: { query: DomainQuery },
  responses: answers(envelope(StoreInfoSchema), {
    400: 'domain is missing or not a host name',
    404: 'No shop answers to the host',
  }),
});

const vendorInfo = shopRoute(
  {
    method: 'get',
    path: '/api/vendor/info',
    summary: "Vendor info: the Anakut Cash discount, the shop's bank-transfer accounts, its riel rate",
    description:
      'payments_sandbox says the payments are simulated (no money moves): the checkout then shows its "simulate payment" control.',
  },
  envelope(VendorInfoSchema),
);

export const storesRoutes: Router = router()
  .openapi(storeInfo, async (c) => {
    const { domain } = c.req.valid('query');
    const ctx = appContext(c);
    const row = await findStoreByDomain(ctx, domain);
    const { assetHost } = ctx.deps;
    if (!row) throw notFound(`No shop answers to the host ${domain}`);
    const lang = c.get('locale');
    return c.json(
      ok({
        id: row.id,
        store_code: row.code,
        domain,
        domains: row.domains,
        name: pick(row.name, lang),
        logo: assetUrl(assetHost, row.logo),
        color: row.color,
        playstore: row.playstore,
        appstore: row.appstore,
        menu: row.menu.map((item) => ({
          icon: item.icon,
          title: pick(item.title, lang),
          to: item.to,
          class: item.class,
        })),
        chat_id: row.chatId,
        telegram_url: row.telegramUrl,
        telegram_channel: row.telegramChannel,
        facebook_url: row.facebookUrl,
        tiktok_url: row.tiktokUrl,
        youtube_url: row.youtubeUrl,
        smart: row.smart,
        cellcard: row.cellcard,
        metfone: row.metfone,
        whatapp: row.whatapp,
        about_us: pick(row.aboutUs, lang),
        footer: row.footer,
        address: pick(row.address, lang),
        email: row.email,
        opening_hours: pick(row.openingHours, lang),
        payment_methods: row.payment.methods,
        payment_options: paymentOptions(row.payment.methods),
      }),
      200,
    );
  })
  .openapi(vendorInfo, async (c) => {
    const ctx = requestContext(c);
    const row = await findStoreRow(ctx);
    if (!row) throw notFound('Store not found');
    const settings = paymentSettings(row.payment, row.name);
    return c.json(
      ok({
        store_code: row.code,
        name: pick(row.name, ctx.locale),
        anakut_bank: {
          discount_label: pick(row.payment.anakut_discount_label, ctx.locale),
          discount_percent: settings.anakutDiscountPercent,
        },
        bank_transfer: settings.bankAccounts.map((account) => ({
          id: account.id,
          name: pick(account.name, ctx.locale),
          image: account.image ? assetUrl(ctx.deps.assetHost, account.image) : '',
          description: `${account.account_name} · ${account.account_number}`,
          account_name: account.account_name,
          account_number: account.account_number,
        })),
        khr_per_usd: settings.khrPerUsd,
        payments_sandbox: ctx.deps.payments.mode === 'sandbox',
      }),
      200,
    );
  });
