import type { AdminOrder } from '@shop/contracts';
import { formatDateTime, formatMoney, formatRiel, type Locale } from '@shop/i18n';
import { paidBeforeConfirming } from '../admin/orders.queries';
import type { Button, ButtonAction } from './callback-data';
import { say, word } from './texts';

// An order as its message in the shop's group: what was ordered, the money in USD and KHR, how
// it is paid and where it goes, a link to the order in the back office, the last change and who
// made it, and the buttons of what the order needs now. HTML (parse_mode), within Telegram's
// limits: 4,096 characters a message, 1,024 a photo's caption.

export const MESSAGE_LIMIT = 4096;
export const CAPTION_LIMIT = 1024;
/** Lines shown before "and N more". */
const LINES_SHOWN = 10;
const NAME_LIMIT = 120;

export interface InlineKeyboard {
  inline_keyboard: { text: string; callback_data: string }[][];
}

export interface Rendered {
  text: string;
  keyboard: InlineKeyboard | null;
}

export interface ShopOfMessage {
  code: string;
  name: string;
  locale: Locale;
  /** The back office's origin (ADMIN_URL). */
  adminUrl: string;
}

/** Text for Telegram's HTML: its three special characters (and quotes, inside an attribute). */
export const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** The buttons the order needs now, as the actions a press would take. */
export function buttonsFor(order: AdminOrder): Omit<Button, 'storeId' | 'orderId'>[] {
  if (order.status === 'cancelled') return [];
  const review = order.payments.find((p) => p.status === 'awaiting_review');
  if (review)
    return [
      { action: 'approve', paymentId: review.id },
      { action: 'reject', paymentId: review.id },
    ];
  const confirmable = !paidBeforeConfirming(order.payment_method) || order.payment_status === 'paid';
  return order.status === 'placed' && confirmable ? [{ action: 'confirm', paymentId: 0 }] : [];
}

const BUTTON_TEXT: Record<ButtonAction, 'button.approve' | 'button.reject' | 'button.confirm'> = {
  approve: 'button.approve',
  reject: 'button.reject',
  confirm: 'button.confirm',
};

/** The last change of the order, who made it and from where (none for a new order). */
function lastChange(order: AdminOrder, locale: Locale): string | null {
  const last = order.timeline
    .filter((e) => e.action !== 'order.placed' && e.action !== 'payment.pending')
    .at(-1);
  if (!last) return null;
  const what = last.action.startsWith('payment.')
    ? `${say(locale, 'payment')}: ${word(locale, `payment.${last.to ?? ''}`)}`
    : word(locale, `status.${last.to ?? ''}`);
  const who = [last.staff?.name, say(locale, `channel.${last.channel}`), formatDateTime(last.at, locale)]
    .filter(Boolean)
    .join(' · ');
  return `<i>${html(say(locale, 'lastChange'))}: ${html(what)} — ${html(who)}</i>`;
}

/** The order's message; `sign` makes a button's callback_data. */
export function renderOrder(
  order: AdminOrder,
  shop: ShopOfMessage,
  sign: (button: Omit<Button, 'storeId' | 'orderId'>) => string,
): Rendered {
  const { locale } = shop;
  const title = say(locale, order.status === 'placed' ? 'newOrder' : 'order', { id: order.id });
  const method = word(locale, `method.${order.payment_method}`);
  const head = [
    `<b>${html(title)}</b> · ${html(shop.name)} (${html(shop.code)})`,
    `${html(say(locale, 'status'))}: <b>${html(word(locale, `status.${order.status}`))}</b> · ${html(say(locale, 'payment'))}: <b>${html(word(locale, `payment.${order.payment_status}`))}</b>`,
    '',
  ];
  const itemLines = order.lines.map((line) => {
    const name = line.variant_name ? `${line.name} (${line.variant_name})` : line.name;
    return `• ${html(clip(name, NAME_LIMIT))} × ${line.quantity}`;
  });
  const address = order.address;
  const tail = [
    '',
    `${html(say(locale, 'total'))}: <b>${formatMoney(order.total)}</b> · ${formatRiel(order.total_khr)}`,
    `${html(say(locale, 'payment'))}: ${html(method)}${order.transfer_type ? ` (${html(order.transfer_type)})` : ''}`,
    `${html(say(locale, 'customer'))}: ${html(clip(order.customer.name, NAME_LIMIT))} · ${html(order.customer.phone)}`,
    `${html(say(locale, 'address'))}: ${html(clip([address.name, address.description].filter(Boolean).join(', '), 300))}${address.map_url ? ` · <a href="${html(address.map_url)}">${html(say(locale, 'map'))}</a>` : ''}`,
    ...(order.note ? [`${html(say(locale, 'note'))}: ${html(clip(order.note, 300))}`] : []),
    `<a href="${html(`${shop.adminUrl.replace(/\/$/, '')}/s/${shop.code}/orders/${order.id}`)}">${html(say(locale, 'open'))}</a>`,
  ];
  const change = lastChange(order, locale);
  if (change) tail.push('', change);
  // As many lines as fit (ten at most), then how many more.
  let shown = Math.min(itemLines.length, LINES_SHOWN);
  const compose = () => {
    const hidden = itemLines.length - shown;
    const more = hidden > 0 ? [html(say(locale, 'more', { count: hidden }))] : [];
    return [...head, ...itemLines.slice(0, shown), ...more, ...tail].join('\n');
  };
  let text = compose();
  while (text.length > MESSAGE_LIMIT && shown > 0) {
    shown -= 1;
    text = compose();
  }
  const buttons = buttonsFor(order);
  return {
    text,
    keyboard: buttons.length
      ? {
          inline_keyboard: [
            buttons.map((button) => ({
              text: say(locale, BUTTON_TEXT[button.action]),
              callback_data: sign(button),
            })),
          ],
        }
      : null,
  };
}

/** A transfer receipt's caption: the order and the amount due. */
export function receiptCaption(order: AdminOrder, locale: Locale): string {
  return clip(
    say(locale, 'receipt', {
      id: order.id,
      amount: `${formatMoney(order.total)} · ${formatRiel(order.total_khr)}`,
    }),
    CAPTION_LIMIT,
  );
}
