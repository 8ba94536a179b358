import { createRoute } from '@hono/zod-openapi';
import {
  envelope,
  NullAnswerSchema,
  TelegramLinkSchema,
  TelegramSettingsBodySchema,
  TelegramSettingsSchema,
} from '@shop/contracts';
import { appContext, staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { clientAddress } from '../../lib/client-address';
import { AppError, notFound } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, staffSelfRoute, z } from '../../routing';
import {
  retryTelegram,
  setTelegramSettings,
  telegramLinkCode,
  telegramSettingsOf,
  unlinkTelegram,
} from './telegram.service';
import { handleUpdate, rightSecret, UpdateSchema } from './webhook';

const webhook = createRoute({
  method: 'post',
  path: '/telegram/webhook',
  summary: 'Telegram’s calls: taps on an order’s buttons in a shop’s group, link codes sent to the bot',
  description:
    'Called by Telegram only (setWebhook with secret_token): X-Telegram-Bot-Api-Secret-Token must be TELEGRAM_WEBHOOK_SECRET, else 401 and nothing is read. The answer may carry a Bot API method call (answerCallbackQuery, sendMessage), as Telegram allows.',
  responses: {
    200: {
      description: 'Handled (or ignored): an empty object, or a method call for Telegram to make',
      content: {
        'application/json': {
          schema: z
            .looseObject({ method: z.string().optional() })
            .describe('{} or { method, …its parameters }'),
        },
      },
    },
    400: { description: 'Not an update' },
    401: { description: 'Not Telegram: the secret token is missing or wrong' },
    404: { description: 'This platform has no Telegram bot' },
  },
});

const settings = staffRoute(
  {
    method: 'get',
    path: '/admin/api/telegram',
    summary: 'The shop’s Telegram group, its language and what has not reached it',
  },
  'telegram.manage',
  envelope(TelegramSettingsSchema),
);

const saveSettings = staffRoute(
  {
    method: 'put',
    path: '/admin/api/telegram',
    summary: 'Set the shop’s Telegram group (its chat id) and the language of its messages',
    request: { ...jsonBody(TelegramSettingsBodySchema) },
  },
  'telegram.manage',
  envelope(TelegramSettingsSchema),
);

const retry = staffRoute(
  {
    method: 'post',
    path: '/admin/api/telegram/outbox/{id}/retry',
    summary: 'Send a message that could not reach the group again (and the failed ones after it)',
    request: { params: z.object({ id: idParam('id') }) },
  },
  'telegram.manage',
  envelope(TelegramSettingsSchema),
  { 404: 'No such failed message in this shop', 409: 'The shop has no Telegram group' },
);

const link = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/me/telegram',
    summary:
      'A one-time code (15 minutes) to send the shop’s bot, linking the staff member’s Telegram account',
  },
  envelope(TelegramLinkSchema),
);

const unlink = staffSelfRoute(
  { method: 'delete', path: '/admin/api/me/telegram', summary: 'Unlink the staff member’s Telegram account' },
  NullAnswerSchema,
);

export const telegramRoutes: Router = router()
  .openapi(webhook, async (c) => {
    const telegram = c.get('deps').telegram;
    if (!telegram?.settings.webhookSecret) throw notFound(`No route for POST ${c.req.path}`);
    if (!rightSecret(telegram.settings.webhookSecret, c.req.header('x-telegram-bot-api-secret-token')))
      throw new AppError(401, 'Not Telegram: wrong or missing X-Telegram-Bot-Api-Secret-Token');
    const parsed = UpdateSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new AppError(400, 'Not a Telegram update');
    const reply = await handleUpdate(appContext(c), telegram.settings, parsed.data);
    telegram.wake();
    return c.json(reply ?? {}, 200);
  })
  .openapi(settings, async (c) => c.json(ok(await telegramSettingsOf(staffContext(c))), 200))
  .openapi(saveSettings, async (c) =>
    c.json(ok(await setTelegramSettings(staffContext(c), c.req.valid('json'))), 200),
  )
  .openapi(retry, async (c) => c.json(ok(await retryTelegram(staffContext(c), c.req.valid('param').id)), 200))
  .openapi(link, async (c) => c.json(ok(await telegramLinkCode(appContext(c), c.get('staff').id)), 200))
  .openapi(unlink, async (c) => {
    await unlinkTelegram(appContext(c), c.get('staff').id, clientAddress(c, c.get('deps').forwarding));
    return c.json(ok(null, 'Unlinked'), 200);
  });
