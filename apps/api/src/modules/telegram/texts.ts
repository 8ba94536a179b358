import { fill, type Locale, type MessageValues } from '@shop/i18n';
import { ORDER_WORDS } from '@shop/i18n/order-words';

// What the shop's Telegram group and the staff pressing its buttons read, in the three languages
// (the group's language is the shop's `telegram_locale`; a press is answered in the presser's).
// An order's states and methods are the back office's words (@shop/i18n/order-words).

const en = {
  newOrder: 'New order #{id}',
  order: 'Order #{id}',
  status: 'Status',
  payment: 'Payment',
  total: 'Total',
  customer: 'Customer',
  address: 'Deliver to',
  map: 'Map',
  note: 'Note',
  more: '…and {count} more',
  open: 'Open in the back office',
  lastChange: 'Last change',
  receipt: 'Transfer receipt for order #{id}: {amount}',
  'channel.web': 'back office',
  'channel.telegram': 'Telegram',
  'channel.shopper': 'shopper',
  'channel.system': 'system',
  'button.approve': 'Confirm payment',
  'button.reject': 'Reject payment',
  'button.confirm': 'Confirm order',
  rejectReason:
    "The transfer was not found in the shop's account. Please check it, or send the receipt again.",
  'answer.done': 'Done: {what}',
  'answer.notLinked':
    'Your Telegram account is not linked to a staff account of this shop. Link it in the back office (My account).',
  'answer.notAllowed': 'Your role in this shop may not do this.',
  'answer.twoFactor': 'This shop asks for 2-step sign-in: turn it on in the back office first.',
  'answer.stale': 'No longer possible: the order is {status}, its payment {payment}.',
  'answer.invalid': 'This button is not valid.',
  'answer.failed': 'That did not work. Try again in the back office.',
  linked: 'Linked: your taps in the shops’ groups now act as {name} ({email}).',
  linkBad:
    'This code is not valid or has expired. Make a new one in the back office (My account → Telegram).',
  linkHow: 'Send the code from the back office (My account → Telegram) to link your staff account.',
};

type Texts = Record<keyof typeof en, string>;

const kh: Texts = {
  newOrder: 'ការកុម្ម៉ង់ថ្មី #{id}',
  order: 'ការកុម្ម៉ង់ #{id}',
  status: 'ស្ថានភាព',
  payment: 'ការបង់ប្រាក់',
  total: 'សរុប',
  customer: 'អតិថិជន',
  address: 'ដឹកជូនទៅ',
  map: 'ផែនទី',
  note: 'កំណត់ចំណាំ',
  more: '…និង {count} ទៀត',
  open: 'បើកក្នុងផ្ទាំងគ្រប់គ្រង',
  lastChange: 'ការផ្លាស់ប្តូរចុងក្រោយ',
  receipt: 'បង្កាន់ដៃផ្ទេរប្រាក់នៃការកុម្ម៉ង់ #{id}៖ {amount}',
  'channel.web': 'ផ្ទាំងគ្រប់គ្រង',
  'channel.telegram': 'Telegram',
  'channel.shopper': 'អតិថិជន',
  'channel.system': 'ប្រព័ន្ធ',
  'button.approve': 'បញ្ជាក់ការបង់ប្រាក់',
  'button.reject': 'បដិសេធការបង់ប្រាក់',
  'button.confirm': 'បញ្ជាក់ការកុម្ម៉ង់',
  rejectReason: 'រកមិនឃើញការផ្ទេរប្រាក់នេះក្នុងគណនីហាងទេ។ សូមពិនិត្យមើល ឬផ្ញើបង្កាន់ដៃម្តងទៀត។',
  'answer.done': 'រួចរាល់៖ {what}',
  'answer.notLinked':
    'គណនី Telegram របស់អ្នកមិនទាន់ភ្ជាប់ជាមួយគណនីបុគ្គលិកនៃហាងនេះទេ។ សូមភ្ជាប់វានៅក្នុងផ្ទាំងគ្រប់គ្រង (គណនីរបស់ខ្ញុំ)។',
  'answer.notAllowed': 'តួនាទីរបស់អ្នកក្នុងហាងនេះមិនអាចធ្វើការនេះបានទេ។',
  'answer.twoFactor': 'ហាងនេះតម្រូវឱ្យចូលពីរជំហាន៖ សូមបើកវានៅក្នុងផ្ទាំងគ្រប់គ្រងជាមុនសិន។',
  'answer.stale': 'មិនអាចធ្វើបានទៀតទេ៖ ការកុម្ម៉ង់ {status} ការបង់ប្រាក់ {payment}។',
  'answer.invalid': 'ប៊ូតុងនេះមិនត្រឹមត្រូវទេ។',
  'answer.failed': 'មិនបានសម្រេចទេ។ សូមព្យាយាមម្តងទៀតនៅក្នុងផ្ទាំងគ្រប់គ្រង។',
  linked: 'បានភ្ជាប់៖ ការចុចរបស់អ្នកក្នុងក្រុមរបស់ហាង ឥឡូវធ្វើក្នុងនាម {name} ({email})។',
  linkBad: 'លេខកូដនេះមិនត្រឹមត្រូវ ឬផុតកំណត់ហើយ។ សូមបង្កើតលេខកូដថ្មីក្នុងផ្ទាំងគ្រប់គ្រង (គណនីរបស់ខ្ញុំ → Telegram)។',
  linkHow: 'សូមផ្ញើលេខកូដពីផ្ទាំងគ្រប់គ្រង (គណនីរបស់ខ្ញុំ → Telegram) ដើម្បីភ្ជាប់គណនីបុគ្គលិករបស់អ្នក។',
};

const zh: Texts = {
  newOrder: '新订单 #{id}',
  order: '订单 #{id}',
  status: '状态',
  payment: '付款',
  total: '合计',
  customer: '客户',
  address: '送货地址',
  map: '地图',
  note: '备注',
  more: '……还有 {count} 项',
  open: '在后台打开',
  lastChange: '最近变更',
  receipt: '订单 #{id} 的转账凭证：{amount}',
  'channel.web': '后台',
  'channel.telegram': 'Telegram',
  'channel.shopper': '顾客',
  'channel.system': '系统',
  'button.approve': '确认付款',
  'button.reject': '拒绝付款',
  'button.confirm': '确认订单',
  rejectReason: '在本店账户中未找到这笔转账。请核对，或重新发送凭证。',
  'answer.done': '已完成：{what}',
  'answer.notLinked': '您的 Telegram 账号尚未关联本店的员工账号。请在后台（我的账号）中关联。',
  'answer.notAllowed': '您在本店的角色无权执行此操作。',
  'answer.twoFactor': '本店要求两步验证登录：请先在后台开启。',
  'answer.stale': '已无法操作：订单{status}，付款{payment}。',
  'answer.invalid': '此按钮无效。',
  'answer.failed': '操作未成功。请在后台重试。',
  linked: '已关联：您在店铺群组中的操作将以 {name}（{email}）的身份进行。',
  linkBad: '此代码无效或已过期。请在后台（我的账号 → Telegram）生成新代码。',
  linkHow: '请发送后台（我的账号 → Telegram）中的代码以关联您的员工账号。',
};

const TEXTS: Record<Locale, Texts> = { en, kh, zh };

export type TextKey = keyof typeof en;

/** The text at `key` in `locale`, its `{name}`s filled in. */
export const say = (locale: Locale, key: TextKey, values?: MessageValues): string =>
  fill(TEXTS[locale][key], values);

/** An order's state, its payment's or a method, as the back office words it. */
export const word = (locale: Locale, key: string): string =>
  (ORDER_WORDS[locale] as Record<string, string>)[key] ?? key.slice(key.indexOf('.') + 1);
