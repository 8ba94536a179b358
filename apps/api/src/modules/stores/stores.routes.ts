import type { Localized } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { parseInput } from '../../lib/validate';
import { locale } from '../../middleware/locale';
import { store } from '../../middleware/store';
import { findStoreByDomain, findStoreRow } from './stores.queries';

const DomainQuery = z.object({
  domain: z
    .string({ error: 'domain is required' })
    .trim()
    .toLowerCase()
    .min(1, 'domain is required')
    .max(253, 'domain is too long')
    // A Host header may carry a port and a trailing dot; the shop is the same.
    .transform((d) => d.replace(/:\d+$/, '').replace(/\.$/, ''))
    .pipe(z.string().regex(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/, 'domain is not a valid host name')),
});

const pick = (text: Localized, lang: Locale) => text[lang] || text.en;

export const storesRoutes = new Hono<AppEnv>()
  /** Store info by domain: the configuration of the shop that answers to a host name. */
  .get('/api/store/info', locale, async (c) => {
    const { domain } = parseInput(DomainQuery, c.req.query());
    const { db, assetHost } = c.get('deps');
    const row = await findStoreByDomain(db, domain);
    if (!row) throw notFound(`No shop answers to the host ${domain}`);
    const lang = c.get('locale');
    return c.json({
      code: 0,
      message: 'OK',
      data: {
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
      },
    });
  })
  .get('/api/vendor/info', store, locale, async (c) => {
    const row = await findStoreRow(c.get('deps').db, c.get('store').id);
    if (!row) throw notFound('Store not found');
    const lang = c.get('locale');
    return c.json({
      code: 0,
      message: 'OK',
      data: {
        store_code: row.code,
        name: pick(row.name, lang),
        anakut_bank: { discount_label: pick(row.payment.anakut_discount_label, lang) },
      },
    });
  });
