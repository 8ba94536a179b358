import { eq } from 'drizzle-orm';
import type { Localized } from '../../schema/common';
import {
  helpArticles,
  helpArticleTranslations,
  helpCategories,
  helpCategoryTranslations,
  newsPosts,
  newsPostTranslations,
  policySections,
  policySectionTranslations,
} from '../../schema/content';
import { stores } from '../../schema/stores';
import { mediaPaths } from '../media-paths';
import type { ContentSeed } from './types';

// The demo shops' help center, policy page and news, in en, kh and zh. Bodies use the light
// markup of schema/content.ts: paragraphs split by a blank line, `## ` a heading, `- ` a list item.
// `{shop}` stands for the shop's name, so that each shop's texts differ.

const L = (en: string, kh: string, zh: string): Localized => ({ en, kh, zh });

interface Article {
  slug: string;
  title: Localized;
  summary: Localized;
  body: Localized;
}
interface Category {
  slug: string;
  icon: string;
  name: Localized;
  description: Localized;
  articles: Article[];
}

const CATEGORIES: Category[] = [
  {
    slug: 'payments',
    icon: 'card',
    name: L('Payments', 'ការទូទាត់', '付款'),
    description: L(
      'KHQR, bank transfer, cash on delivery and receipts.',
      'KHQR ការផ្ទេរប្រាក់តាមធនាគារ ការបង់ប្រាក់ពេលទទួលទំនិញ និងបង្កាន់ដៃ។',
      'KHQR、银行转账、货到付款和收据。',
    ),
    articles: [
      {
        slug: 'pay-by-khqr',
        title: L('Paying by KHQR', 'ការបង់ប្រាក់តាម KHQR', '使用 KHQR 付款'),
        summary: L(
          'Scan the QR code with any Cambodian banking app to pay at once.',
          'ស្កេនកូដ QR ជាមួយកម្មវិធីធនាគារណាមួយនៅកម្ពុជា ដើម្បីបង់ប្រាក់ភ្លាមៗ។',
          '用任何柬埔寨银行应用扫描二维码即可立即付款。',
        ),
        body: L(
          'At checkout choose KHQR. {shop} shows a QR code with the exact amount of your order.\n\n## How to pay\n\n- Open ABA, ACLEDA, Wing or any app that reads KHQR.\n- Scan the code and check the amount and the shop name.\n- Confirm the payment in your app.\n\nThe order page updates by itself within a few seconds once the bank confirms. The code expires after 15 minutes; you can make a new one from your order.',
          'នៅពេលទូទាត់ សូមជ្រើសរើស KHQR។ {shop} បង្ហាញកូដ QR ដែលមានចំនួនទឹកប្រាក់ត្រឹមត្រូវនៃការបញ្ជាទិញរបស់អ្នក។\n\n## របៀបបង់ប្រាក់\n\n- បើកកម្មវិធី ABA, ACLEDA, Wing ឬកម្មវិធីណាដែលអាន KHQR បាន។\n- ស្កេនកូដ ហើយពិនិត្យចំនួនទឹកប្រាក់ និងឈ្មោះហាង។\n- បញ្ជាក់ការបង់ប្រាក់នៅក្នុងកម្មវិធីរបស់អ្នក។\n\nទំព័រការបញ្ជាទិញនឹងធ្វើបច្ចុប្បន្នភាពដោយខ្លួនឯងក្នុងរយៈពេលប៉ុន្មានវិនាទី បន្ទាប់ពីធនាគារបញ្ជាក់។ កូដនេះផុតកំណត់ក្រោយ ១៥ នាទី អ្នកអាចបង្កើតកូដថ្មីពីការបញ្ជាទិញរបស់អ្នក។',
          '结账时选择 KHQR。{shop} 会显示一个包含您订单准确金额的二维码。\n\n## 如何付款\n\n- 打开 ABA、ACLEDA、Wing 或任何支持 KHQR 的应用。\n- 扫描二维码，核对金额和商店名称。\n- 在应用中确认付款。\n\n银行确认后，订单页面会在几秒钟内自动更新。二维码 15 分钟后失效；您可以在订单中重新生成。',
        ),
      },
      {
        slug: 'bank-transfer-receipts',
        title: L('Bank transfer and receipts', 'ការផ្ទេរប្រាក់តាមធនាគារ និងបង្កាន់ដៃ', '银行转账和收据'),
        summary: L(
          'Transfer to our account and upload the receipt so we can confirm your order.',
          'ផ្ទេរប្រាក់ទៅគណនីរបស់យើង ហើយផ្ញើបង្កាន់ដៃ ដើម្បីឱ្យយើងបញ្ជាក់ការបញ្ជាទិញរបស់អ្នក។',
          '转账到我们的账户并上传收据，以便我们确认您的订单。',
        ),
        body: L(
          'Choose bank transfer at checkout to see the account name and number of {shop}.\n\n## Uploading the receipt\n\n- Take a screenshot of the transfer in your banking app.\n- Open your order and upload the picture (JPG or PNG, up to 5 MB).\n\nOur staff check receipts from 8:00 to 20:00 every day, usually within one hour. You receive an SMS when the payment is confirmed.',
          'ជ្រើសរើសការផ្ទេរប្រាក់តាមធនាគារ នៅពេលទូទាត់ ដើម្បីមើលឈ្មោះ និងលេខគណនីរបស់ {shop}។\n\n## ការផ្ញើបង្កាន់ដៃ\n\n- ថតអេក្រង់នៃការផ្ទេរប្រាក់នៅក្នុងកម្មវិធីធនាគាររបស់អ្នក។\n- បើកការបញ្ជាទិញរបស់អ្នក ហើយផ្ញើរូបភាព (JPG ឬ PNG រហូតដល់ 5 MB)។\n\nបុគ្គលិករបស់យើងពិនិត្យបង្កាន់ដៃពីម៉ោង ៨:០០ ដល់ ២០:០០ រៀងរាល់ថ្ងៃ ជាធម្មតាក្នុងរយៈពេលមួយម៉ោង។ អ្នកនឹងទទួលបានសារ SMS នៅពេលការបង់ប្រាក់ត្រូវបានបញ្ជាក់។',
          '结账时选择银行转账，即可看到 {shop} 的账户名和账号。\n\n## 上传收据\n\n- 在银行应用中截取转账截图。\n- 打开您的订单并上传图片（JPG 或 PNG，最大 5 MB）。\n\n我们的员工每天 8:00 至 20:00 审核收据，通常在一小时内完成。付款确认后您会收到短信。',
        ),
      },
      {
        slug: 'cash-on-delivery',
        title: L('Cash on delivery', 'ការបង់ប្រាក់ពេលទទួលទំនិញ', '货到付款'),
        summary: L(
          'Pay the courier in US dollars or riel when your parcel arrives.',
          'បង់ប្រាក់ជូនអ្នកដឹកជញ្ជូនជាដុល្លារ ឬរៀល នៅពេលកញ្ចប់របស់អ្នកមកដល់។',
          '包裹送达时以美元或瑞尔向快递员付款。',
        ),
        body: L(
          'Cash on delivery is available in Phnom Penh and most provincial towns for orders up to $1,500.\n\nPlease have the exact amount ready; couriers carry little change. You may open the box and check the product in front of the courier before paying.',
          'ការបង់ប្រាក់ពេលទទួលទំនិញ អាចប្រើបាននៅភ្នំពេញ និងទីរួមខេត្តភាគច្រើន សម្រាប់ការបញ្ជាទិញរហូតដល់ ១៥០០ ដុល្លារ។\n\nសូមរៀបចំប្រាក់ឱ្យគ្រប់ចំនួន ព្រោះអ្នកដឹកជញ្ជូនមានប្រាក់អាប់តិចតួច។ អ្នកអាចបើកប្រអប់ ហើយពិនិត្យផលិតផលនៅមុខអ្នកដឹកជញ្ជូន មុនពេលបង់ប្រាក់។',
          '金边和大多数省城均可货到付款，订单金额上限为 1,500 美元。\n\n请准备好准确金额，快递员携带的零钱很少。付款前您可以当着快递员的面开箱检查商品。',
        ),
      },
    ],
  },
  {
    slug: 'delivery',
    icon: 'truck',
    name: L('Delivery', 'ការដឹកជញ្ជូន', '配送'),
    description: L(
      'Where we deliver, how long it takes and what it costs.',
      'កន្លែងដែលយើងដឹកជញ្ជូន រយៈពេល និងតម្លៃ។',
      '配送范围、时效和费用。',
    ),
    articles: [
      {
        slug: 'delivery-areas-fees',
        title: L('Delivery areas and fees', 'តំបន់ដឹកជញ្ជូន និងថ្លៃសេវា', '配送范围和费用'),
        summary: L(
          'Same-day delivery in Phnom Penh; 1 to 3 days to the provinces.',
          'ដឹកជញ្ជូនក្នុងថ្ងៃតែមួយនៅភ្នំពេញ និង ១ ទៅ ៣ ថ្ងៃទៅកាន់ខេត្ត។',
          '金边当日送达；外省 1 至 3 天。',
        ),
        body: L(
          '## Phnom Penh\n\nOrders confirmed before 16:00 arrive the same day. Delivery costs $1.50, free above $50.\n\n## Provinces\n\n- Siem Reap, Battambang, Sihanoukville: 1 to 2 days, $3.\n- Other provinces: 2 to 3 days, $3 to $5.\n\nYou will get the courier and a tracking number by SMS when your parcel leaves {shop}.',
          '## ភ្នំពេញ\n\nការបញ្ជាទិញដែលបានបញ្ជាក់មុនម៉ោង ១៦:០០ នឹងមកដល់ក្នុងថ្ងៃតែមួយ។ ថ្លៃដឹកជញ្ជូន ១,៥០ ដុល្លារ ឥតគិតថ្លៃលើសពី ៥០ ដុល្លារ។\n\n## ខេត្ត\n\n- សៀមរាប បាត់ដំបង ព្រះសីហនុ៖ ១ ទៅ ២ ថ្ងៃ ៣ ដុល្លារ។\n- ខេត្តផ្សេងទៀត៖ ២ ទៅ ៣ ថ្ងៃ ៣ ទៅ ៥ ដុល្លារ។\n\nអ្នកនឹងទទួលបានឈ្មោះក្រុមហ៊ុនដឹកជញ្ជូន និងលេខតាមដានតាមសារ SMS នៅពេលកញ្ចប់ចេញពី {shop}។',
          '## 金边\n\n16:00 前确认的订单当日送达。运费 1.50 美元，满 50 美元免运费。\n\n## 外省\n\n- 暹粒、马德望、西哈努克城：1 至 2 天，3 美元。\n- 其他省份：2 至 3 天，3 至 5 美元。\n\n包裹从 {shop} 发出时，您会通过短信收到快递公司和运单号。',
        ),
      },
      {
        slug: 'pick-up-in-store',
        title: L('Picking up in store', 'ការមកយកទំនិញនៅហាង', '到店自取'),
        summary: L(
          'Collect your order at our Phnom Penh showroom for free.',
          'មកយកការបញ្ជាទិញរបស់អ្នកនៅហាងរបស់យើងក្នុងភ្នំពេញដោយឥតគិតថ្លៃ។',
          '在我们的金边门店免费取货。',
        ),
        body: L(
          'Choose pick-up at checkout. We send an SMS when your order is ready, usually within two hours.\n\nBring the SMS or your order number. The showroom is open from 8:30 to 19:30, Monday to Sunday.',
          'ជ្រើសរើសការមកយកផ្ទាល់ នៅពេលទូទាត់។ យើងផ្ញើសារ SMS នៅពេលការបញ្ជាទិញរបស់អ្នករួចរាល់ ជាធម្មតាក្នុងរយៈពេលពីរម៉ោង។\n\nសូមយកសារ SMS ឬលេខបញ្ជាទិញរបស់អ្នកមកជាមួយ។ ហាងបើកពីម៉ោង ៨:៣០ ដល់ ១៩:៣០ ពីថ្ងៃច័ន្ទដល់ថ្ងៃអាទិត្យ។',
          '结账时选择自取。订单备好后（通常两小时内）我们会发送短信。\n\n请携带短信或订单号。门店营业时间为周一至周日 8:30 至 19:30。',
        ),
      },
    ],
  },
  {
    slug: 'warranty-returns',
    icon: 'shield',
    name: L('Warranty & returns', 'ការធានា និងការប្តូរត្រឡប់', '保修与退货'),
    description: L(
      'How warranty works and how to return a product.',
      'របៀបដែលការធានាដំណើរការ និងរបៀបប្តូរត្រឡប់ផលិតផល។',
      '保修如何运作以及如何退货。',
    ),
    articles: [
      {
        slug: 'warranty-and-returns',
        title: L('Warranty and returns', 'ការធានា និងការប្តូរត្រឡប់', '保修和退货'),
        summary: L(
          'Return within 7 days; warranty from 6 months to 3 years depending on the product.',
          'ប្តូរត្រឡប់ក្នុងរយៈពេល ៧ ថ្ងៃ ការធានាពី ៦ ខែ ដល់ ៣ ឆ្នាំ អាស្រ័យលើផលិតផល។',
          '7 天内可退货；保修期根据商品为 6 个月至 3 年。',
        ),
        body: L(
          'Every product sold by {shop} carries the warranty shown on its page, counted from the delivery date.\n\n## Returns within 7 days\n\n- The product must be unused and in its original box.\n- Bring the receipt or the order number.\n- We refund by the way you paid within 5 working days.\n\n## Warranty repairs\n\nBring the product to our service counter. Check its warranty first with the serial number on the warranty page.',
          'ផលិតផលទាំងអស់ដែលលក់ដោយ {shop} មានការធានាដូចបង្ហាញនៅលើទំព័ររបស់វា ដោយគិតពីថ្ងៃដឹកជញ្ជូន។\n\n## ការប្តូរត្រឡប់ក្នុងរយៈពេល ៧ ថ្ងៃ\n\n- ផលិតផលត្រូវតែមិនទាន់ប្រើ និងនៅក្នុងប្រអប់ដើម។\n- សូមយកបង្កាន់ដៃ ឬលេខបញ្ជាទិញមកជាមួយ។\n- យើងសងប្រាក់វិញតាមវិធីដែលអ្នកបានបង់ ក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ។\n\n## ការជួសជុលក្នុងការធានា\n\nសូមយកផលិតផលមកកាន់បញ្ជរសេវាកម្មរបស់យើង។ សូមពិនិត្យការធានាជាមុនសិន ដោយប្រើលេខស៊េរីនៅលើទំព័រការធានា។',
          '{shop} 售出的每件商品均享有其页面所示的保修，自送达之日起计算。\n\n## 7 天内退货\n\n- 商品须未使用并保留原包装。\n- 请携带收据或订单号。\n- 我们将在 5 个工作日内按原付款方式退款。\n\n## 保修维修\n\n请将商品带到我们的服务柜台。可先在保修页面用序列号查询保修状态。',
        ),
      },
      {
        slug: 'damaged-parcel',
        title: L('My parcel arrived damaged', 'កញ្ចប់របស់ខ្ញុំមកដល់ខូច', '包裹送达时已损坏'),
        summary: L(
          'Refuse the parcel or tell us within 24 hours with photos.',
          'បដិសេធកញ្ចប់ ឬប្រាប់យើងក្នុងរយៈពេល ២៤ ម៉ោង ជាមួយរូបថត។',
          '拒收包裹，或在 24 小时内附照片告知我们。',
        ),
        body: L(
          'If the box is crushed or wet, you may refuse it at the door; we send a new one at no cost.\n\nIf you find damage after opening, send photos of the box and the product to our Telegram within 24 hours.',
          'ប្រសិនបើប្រអប់ខូច ឬសើម អ្នកអាចបដិសេធវានៅមាត់ទ្វារ យើងនឹងផ្ញើថ្មីជូនដោយឥតគិតថ្លៃ។\n\nប្រសិនបើអ្នករកឃើញការខូចខាតបន្ទាប់ពីបើក សូមផ្ញើរូបថតប្រអប់ និងផលិតផលមកកាន់ Telegram របស់យើងក្នុងរយៈពេល ២៤ ម៉ោង។',
          '如果箱子被压坏或受潮，您可以当场拒收，我们将免费重新发货。\n\n如果开箱后发现损坏，请在 24 小时内将包装和商品的照片发送到我们的 Telegram。',
        ),
      },
    ],
  },
  {
    slug: 'account',
    icon: 'user',
    name: L('Account', 'គណនី', '账户'),
    description: L(
      'Signing up, SMS codes and your personal details.',
      'ការចុះឈ្មោះ លេខកូដ SMS និងព័ត៌មានផ្ទាល់ខ្លួនរបស់អ្នក។',
      '注册、短信验证码和个人信息。',
    ),
    articles: [
      {
        slug: 'account-sms-codes',
        title: L('Account and SMS codes', 'គណនី និងលេខកូដ SMS', '账户和短信验证码'),
        summary: L(
          'We send a 6-digit code by SMS to check your phone number.',
          'យើងផ្ញើលេខកូដ ៦ ខ្ទង់តាមសារ SMS ដើម្បីផ្ទៀងផ្ទាត់លេខទូរស័ព្ទរបស់អ្នក។',
          '我们通过短信发送 6 位验证码来验证您的手机号码。',
        ),
        body: L(
          'Sign up with your Cambodian phone number, written 012 345 678 or +855 12 345 678.\n\n## Did not get the code?\n\n- Wait one minute; SMS can be slow at busy times.\n- Check that the number is correct.\n- Ask for a new code; you may ask up to 5 times an hour.\n\nNever share your code: {shop} staff will never ask for it.',
          'ចុះឈ្មោះដោយប្រើលេខទូរស័ព្ទកម្ពុជារបស់អ្នក សរសេរ 012 345 678 ឬ +855 12 345 678។\n\n## មិនបានទទួលលេខកូដ?\n\n- រង់ចាំមួយនាទី សារ SMS អាចយឺតនៅពេលមមាញឹក។\n- ពិនិត្យមើលថាលេខត្រឹមត្រូវ។\n- ស្នើសុំលេខកូដថ្មី អ្នកអាចស្នើសុំបានរហូតដល់ ៥ ដងក្នុងមួយម៉ោង។\n\nកុំចែករំលែកលេខកូដរបស់អ្នក៖ បុគ្គលិក {shop} នឹងមិនសួររកវាឡើយ។',
          '使用您的柬埔寨手机号注册，格式为 012 345 678 或 +855 12 345 678。\n\n## 没有收到验证码？\n\n- 请等待一分钟，高峰时段短信可能较慢。\n- 检查号码是否正确。\n- 重新获取验证码，每小时最多 5 次。\n\n切勿分享您的验证码：{shop} 员工绝不会向您索要。',
        ),
      },
      {
        slug: 'change-password',
        title: L('Changing your password', 'ការប្តូរពាក្យសម្ងាត់', '修改密码'),
        summary: L(
          'Reset a forgotten password with a code sent to your phone.',
          'កំណត់ពាក្យសម្ងាត់ដែលភ្លេចឡើងវិញ ដោយប្រើលេខកូដដែលផ្ញើទៅទូរស័ព្ទរបស់អ្នក។',
          '通过发送到手机的验证码重置忘记的密码。',
        ),
        body: L(
          'On the sign-in page choose "Forgot password", enter your phone number and the code we send, then choose a new password of at least 8 characters.',
          'នៅទំព័រចូល សូមជ្រើសរើស "ភ្លេចពាក្យសម្ងាត់" បញ្ចូលលេខទូរស័ព្ទ និងលេខកូដដែលយើងផ្ញើ បន្ទាប់មកជ្រើសរើសពាក្យសម្ងាត់ថ្មីយ៉ាងហោចណាស់ ៨ តួអក្សរ។',
          '在登录页面选择“忘记密码”，输入手机号和我们发送的验证码，然后设置至少 8 个字符的新密码。',
        ),
      },
    ],
  },
  {
    slug: 'pc-builder',
    icon: 'cpu',
    name: L('PC builder', 'ការដំឡើងកុំព្យូទ័រ', '电脑装机'),
    description: L(
      'Choose compatible parts and order a custom PC.',
      'ជ្រើសរើសគ្រឿងបន្លាស់ដែលត្រូវគ្នា ហើយបញ្ជាទិញកុំព្យូទ័រតាមតម្រូវការ។',
      '选择兼容的配件并订购定制电脑。',
    ),
    articles: [
      {
        slug: 'using-pc-builder',
        title: L('Using the PC builder', 'ការប្រើប្រាស់កម្មវិធីដំឡើងកុំព្យូទ័រ', '使用装机工具'),
        summary: L(
          'Pick a part for each slot; the builder warns you about parts that do not fit.',
          'ជ្រើសរើសគ្រឿងបន្លាស់សម្រាប់កន្លែងនីមួយៗ កម្មវិធីនឹងព្រមានអ្នកអំពីគ្រឿងដែលមិនត្រូវគ្នា។',
          '为每个插槽选择配件；装机工具会提示不兼容的配件。',
        ),
        body: L(
          'Start with the processor, then the motherboard: the builder only lists boards with the same socket.\n\n## Checks the builder makes\n\n- CPU socket and motherboard.\n- Memory type (DDR4 or DDR5).\n- Power supply wattage for the graphics card.\n- Case size for the motherboard and the card.\n\nAdd the build to your cart; {shop} assembles and tests it for free within two days.',
          'ចាប់ផ្តើមជាមួយខួរក្បាល (CPU) បន្ទាប់មកបន្ទះមេ៖ កម្មវិធីបង្ហាញតែបន្ទះមេដែលមានរន្ធដូចគ្នាប៉ុណ្ណោះ។\n\n## ការត្រួតពិនិត្យដែលកម្មវិធីធ្វើ\n\n- រន្ធ CPU និងបន្ទះមេ។\n- ប្រភេទអង្គចងចាំ (DDR4 ឬ DDR5)។\n- កម្លាំងថាមពលសម្រាប់កាតក្រាហ្វិក។\n- ទំហំប្រអប់សម្រាប់បន្ទះមេ និងកាត។\n\nបន្ថែមការដំឡើងទៅក្នុងរទេះរបស់អ្នក {shop} នឹងតម្លើង និងសាកល្បងវាដោយឥតគិតថ្លៃក្នុងរយៈពេលពីរថ្ងៃ។',
          '先选处理器，再选主板：装机工具只列出插槽相同的主板。\n\n## 装机工具的检查项\n\n- CPU 插槽与主板。\n- 内存类型（DDR4 或 DDR5）。\n- 电源功率是否足够显卡使用。\n- 机箱尺寸是否适合主板和显卡。\n\n将配置加入购物车；{shop} 将在两天内免费组装并测试。',
        ),
      },
      {
        slug: 'gaming-pc-budget',
        title: L('Choosing parts for a gaming PC', 'ការជ្រើសរើសគ្រឿងសម្រាប់កុំព្យូទ័រលេងហ្គេម', '游戏电脑配件选择'),
        summary: L(
          'Spend most of your budget on the graphics card.',
          'ចំណាយថវិកាភាគច្រើនលើកាតក្រាហ្វិក។',
          '把大部分预算花在显卡上。',
        ),
        body: L(
          'For games at 1080p, a mid-range graphics card matters more than the fastest processor.\n\n- 16 GB of memory is enough for most games.\n- An NVMe SSD of 1 TB keeps loading times short.\n- Choose a power supply with 20% more watts than the builder shows.',
          'សម្រាប់ហ្គេមនៅ 1080p កាតក្រាហ្វិកកម្រិតមធ្យមសំខាន់ជាងខួរក្បាលលឿនបំផុត។\n\n- អង្គចងចាំ 16 GB គឺគ្រប់គ្រាន់សម្រាប់ហ្គេមភាគច្រើន។\n- SSD NVMe ទំហំ 1 TB ធ្វើឱ្យការផ្ទុកលឿន។\n- ជ្រើសរើសប្រភពថាមពលដែលមានវ៉ាត់ច្រើនជាងកម្មវិធីបង្ហាញ ២០%។',
          '以 1080p 玩游戏时，中端显卡比最快的处理器更重要。\n\n- 16 GB 内存足以应付大多数游戏。\n- 1 TB NVMe 固态硬盘可缩短加载时间。\n- 选择比装机工具显示功率高 20% 的电源。',
        ),
      },
    ],
  },
];

const POLICY: { slug: string; title: Localized; body: Localized }[] = [
  {
    slug: 'terms',
    title: L('Terms of sale', 'លក្ខខណ្ឌនៃការលក់', '销售条款'),
    body: L(
      'These terms apply to every order placed with {shop}.\n\n## Orders\n\nAn order is accepted when we confirm it by SMS. We may cancel an order if a product is out of stock; you are then refunded in full.\n\n## Prices\n\nPrices are in US dollars and include VAT. A price shown at checkout is the price you pay.\n\n## Disputes\n\nThese terms follow the laws of the Kingdom of Cambodia.',
      'លក្ខខណ្ឌទាំងនេះអនុវត្តចំពោះការបញ្ជាទិញទាំងអស់ជាមួយ {shop}។\n\n## ការបញ្ជាទិញ\n\nការបញ្ជាទិញត្រូវបានទទួលយក នៅពេលយើងបញ្ជាក់តាមសារ SMS។ យើងអាចលុបចោលការបញ្ជាទិញ ប្រសិនបើផលិតផលអស់ពីស្តុក ហើយអ្នកនឹងទទួលបានប្រាក់វិញទាំងស្រុង។\n\n## តម្លៃ\n\nតម្លៃគិតជាដុល្លារអាមេរិក និងរួមបញ្ចូលអាករលើតម្លៃបន្ថែម។ តម្លៃដែលបង្ហាញនៅពេលទូទាត់ គឺជាតម្លៃដែលអ្នកបង់។\n\n## វិវាទ\n\nលក្ខខណ្ឌទាំងនេះអនុវត្តតាមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។',
      '本条款适用于在 {shop} 下的所有订单。\n\n## 订单\n\n我们通过短信确认后订单即被接受。如商品缺货，我们可能取消订单，并全额退款。\n\n## 价格\n\n价格以美元计，含增值税。结账时显示的价格即为您支付的价格。\n\n## 争议\n\n本条款适用柬埔寨王国法律。',
    ),
  },
  {
    slug: 'privacy',
    title: L('Privacy', 'ឯកជនភាព', '隐私政策'),
    body: L(
      '{shop} keeps only what it needs to serve you.\n\n## What we keep\n\n- Your name, phone number and delivery addresses.\n- Your orders and payments.\n\n## What we never do\n\nWe never sell your details. Couriers receive only your name, phone number and address.\n\n## Your rights\n\nAsk us at any time to see or delete your data.',
      '{shop} រក្សាទុកតែអ្វីដែលចាំបាច់ដើម្បីបម្រើអ្នក។\n\n## អ្វីដែលយើងរក្សាទុក\n\n- ឈ្មោះ លេខទូរស័ព្ទ និងអាសយដ្ឋានដឹកជញ្ជូនរបស់អ្នក។\n- ការបញ្ជាទិញ និងការបង់ប្រាក់របស់អ្នក។\n\n## អ្វីដែលយើងមិនដែលធ្វើ\n\nយើងមិនដែលលក់ព័ត៌មានរបស់អ្នកឡើយ។ អ្នកដឹកជញ្ជូនទទួលបានតែឈ្មោះ លេខទូរស័ព្ទ និងអាសយដ្ឋានរបស់អ្នកប៉ុណ្ណោះ។\n\n## សិទ្ធិរបស់អ្នក\n\nសូមស្នើសុំយើងគ្រប់ពេល ដើម្បីមើល ឬលុបទិន្នន័យរបស់អ្នក។',
      '{shop} 只保存为您服务所需的信息。\n\n## 我们保存的信息\n\n- 您的姓名、手机号和收货地址。\n- 您的订单和付款记录。\n\n## 我们绝不做的事\n\n我们绝不出售您的信息。快递员只会收到您的姓名、手机号和地址。\n\n## 您的权利\n\n您可随时要求查看或删除您的数据。',
    ),
  },
  {
    slug: 'returns-and-warranty',
    title: L('Returns and warranty', 'ការប្តូរត្រឡប់ និងការធានា', '退货与保修'),
    body: L(
      '## Returns\n\nUnused products in their original box may be returned within 7 days of delivery.\n\n## Warranty\n\nThe warranty period is shown on each product page and printed on your receipt. It covers manufacturing faults, not drops, water or power surges.\n\n## Refunds\n\nRefunds are paid by the original payment method within 5 working days.',
      '## ការប្តូរត្រឡប់\n\nផលិតផលដែលមិនទាន់ប្រើ និងនៅក្នុងប្រអប់ដើម អាចប្តូរត្រឡប់បានក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកជញ្ជូន។\n\n## ការធានា\n\nរយៈពេលធានាត្រូវបានបង្ហាញនៅលើទំព័រផលិតផលនីមួយៗ និងបោះពុម្ពនៅលើបង្កាន់ដៃរបស់អ្នក។ វាគ្របដណ្តប់លើកំហុសផលិតកម្ម មិនមែនការធ្លាក់ ទឹក ឬចរន្តអគ្គិសនីលោតឡើយ។\n\n## ការសងប្រាក់វិញ\n\nការសងប្រាក់វិញត្រូវបានធ្វើតាមវិធីបង់ប្រាក់ដើម ក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ។',
      '## 退货\n\n未使用且保留原包装的商品可在送达后 7 天内退货。\n\n## 保修\n\n保修期显示在每个商品页面上并打印在收据上。保修涵盖制造缺陷，不包括摔落、进水或电涌。\n\n## 退款\n\n退款将在 5 个工作日内按原付款方式退回。',
    ),
  },
  {
    slug: 'delivery',
    title: L('Delivery', 'ការដឹកជញ្ជូន', '配送'),
    body: L(
      '## Areas\n\n{shop} delivers to all 25 provinces of Cambodia.\n\n## Times\n\nSame day in Phnom Penh for orders confirmed before 16:00; 1 to 3 days elsewhere.\n\n## Fees\n\nThe fee is shown at checkout before you pay.',
      '## តំបន់\n\n{shop} ដឹកជញ្ជូនទៅកាន់ខេត្តក្រុងទាំង ២៥ នៃប្រទេសកម្ពុជា។\n\n## រយៈពេល\n\nក្នុងថ្ងៃតែមួយនៅភ្នំពេញ សម្រាប់ការបញ្ជាទិញដែលបានបញ្ជាក់មុនម៉ោង ១៦:០០ និង ១ ទៅ ៣ ថ្ងៃនៅកន្លែងផ្សេង។\n\n## ថ្លៃសេវា\n\nថ្លៃសេវាត្រូវបានបង្ហាញនៅពេលទូទាត់ មុនពេលអ្នកបង់ប្រាក់។',
      '## 范围\n\n{shop} 配送至柬埔寨全部 25 个省市。\n\n## 时效\n\n金边 16:00 前确认的订单当日送达；其他地区 1 至 3 天。\n\n## 费用\n\n运费在结账付款前显示。',
    ),
  },
];

type Motif = 'laptop' | 'desktop' | 'cpu' | 'gpu' | 'ram' | 'ssd';
const NEWS: {
  slug: string;
  motif: Motif;
  colours: [string, string];
  title: Localized;
  summary: Localized;
}[] = [
  {
    slug: 'new-showroom-toul-kork',
    motif: 'desktop',
    colours: ['#1e3a8a', '#3b82f6'],
    title: L('Our new showroom in Toul Kork', 'ហាងថ្មីរបស់យើងនៅទួលគោក', '我们在堆谷的新门店'),
    summary: L(
      'Come and try the latest laptops and gaming PCs.',
      'មកសាកល្បងកុំព្យូទ័រយួរដៃ និងកុំព្យូទ័រលេងហ្គេមចុងក្រោយបង្អស់។',
      '欢迎前来体验最新的笔记本和游戏电脑。',
    ),
  },
  {
    slug: 'khqr-payments-now-available',
    motif: 'laptop',
    colours: ['#b91c1c', '#f97316'],
    title: L('Pay with KHQR in seconds', 'បង់ប្រាក់តាម KHQR ក្នុងរយៈពេលប៉ុន្មានវិនាទី', '几秒钟完成 KHQR 付款'),
    summary: L(
      'Every Cambodian banking app can now pay your order.',
      'កម្មវិធីធនាគារកម្ពុជាទាំងអស់អាចបង់ប្រាក់សម្រាប់ការបញ្ជាទិញរបស់អ្នកបានហើយ។',
      '所有柬埔寨银行应用现在都能支付您的订单。',
    ),
  },
  {
    slug: 'back-to-school-laptops',
    motif: 'laptop',
    colours: ['#047857', '#34d399'],
    title: L(
      'Back to school: laptops from $349',
      'ត្រឡប់ទៅសាលារៀន៖ កុំព្យូទ័រយួរដៃចាប់ពី ៣៤៩ ដុល្លារ',
      '开学季：笔记本低至 349 美元',
    ),
    summary: L(
      'Light laptops for students, with a free backpack.',
      'កុំព្យូទ័រយួរដៃស្រាលសម្រាប់សិស្ស ជាមួយកាបូបស្ពាយឥតគិតថ្លៃ។',
      '适合学生的轻薄笔记本，赠送双肩包。',
    ),
  },
  {
    slug: 'new-graphics-cards-arrived',
    motif: 'gpu',
    colours: ['#4c1d95', '#a855f7'],
    title: L('New graphics cards have arrived', 'កាតក្រាហ្វិកថ្មីបានមកដល់ហើយ', '新款显卡到货'),
    summary: L(
      'The latest cards are in stock in Phnom Penh.',
      'កាតចុងក្រោយបង្អស់មានក្នុងស្តុកនៅភ្នំពេញ។',
      '最新显卡已在金边到货。',
    ),
  },
  {
    slug: 'pc-builder-launch',
    motif: 'cpu',
    colours: ['#0f172a', '#64748b'],
    title: L('Build your own PC online', 'ដំឡើងកុំព្យូទ័ររបស់អ្នកផ្ទាល់តាមអនឡាញ', '在线组装您的电脑'),
    summary: L(
      'Our PC builder checks that every part fits.',
      'កម្មវិធីដំឡើងកុំព្យូទ័ររបស់យើងពិនិត្យថាគ្រឿងនីមួយៗត្រូវគ្នា។',
      '我们的装机工具会检查每个配件是否兼容。',
    ),
  },
  {
    slug: 'khmer-new-year-hours',
    motif: 'desktop',
    colours: ['#ca8a04', '#facc15'],
    title: L('Opening hours for Khmer New Year', 'ម៉ោងបើកហាងក្នុងឱកាសបុណ្យចូលឆ្នាំខ្មែរ', '柬埔寨新年营业时间'),
    summary: L(
      'Deliveries pause for three days; the online shop stays open.',
      'ការដឹកជញ្ជូនផ្អាករយៈពេលបីថ្ងៃ ហាងអនឡាញនៅតែបើក។',
      '配送暂停三天；网店照常营业。',
    ),
  },
  {
    slug: 'ssd-upgrade-service',
    motif: 'ssd',
    colours: ['#0e7490', '#22d3ee'],
    title: L('Free SSD installation', 'ការដំឡើង SSD ដោយឥតគិតថ្លៃ', '免费安装固态硬盘'),
    summary: L(
      'Buy an SSD and we move your data for free.',
      'ទិញ SSD ហើយយើងផ្ទេរទិន្នន័យរបស់អ្នកដោយឥតគិតថ្លៃ។',
      '购买固态硬盘即可免费迁移数据。',
    ),
  },
  {
    slug: 'memory-price-drop',
    motif: 'ram',
    colours: ['#be123c', '#fb7185'],
    title: L('Memory prices are down', 'តម្លៃអង្គចងចាំបានធ្លាក់ចុះ', '内存降价'),
    summary: L(
      'DDR5 kits now cost less than last year.',
      'ឈុត DDR5 ឥឡូវមានតម្លៃថោកជាងឆ្នាំមុន។',
      'DDR5 内存套装比去年更便宜。',
    ),
  },
  {
    slug: 'delivery-to-all-provinces',
    motif: 'desktop',
    colours: ['#15803d', '#86efac'],
    title: L('Delivery to all 25 provinces', 'ដឹកជញ្ជូនទៅកាន់ខេត្តក្រុងទាំង ២៥', '配送覆盖全部 25 个省市'),
    summary: L(
      'Your order reaches any province within three days.',
      'ការបញ្ជាទិញរបស់អ្នកទៅដល់ខេត្តណាមួយក្នុងរយៈពេលបីថ្ងៃ។',
      '您的订单三天内可送达任何省份。',
    ),
  },
  {
    slug: 'gaming-week',
    motif: 'gpu',
    colours: ['#7c2d12', '#fb923c'],
    title: L('Gaming week: up to 15% off', 'សប្តាហ៍ហ្គេម៖ បញ្ចុះតម្លៃរហូតដល់ ១៥%', '游戏周：最高优惠 15%'),
    summary: L(
      'Keyboards, mice and headsets at lower prices.',
      'ក្តារចុច កណ្តុរ និងកាសក្នុងតម្លៃទាបជាង។',
      '键盘、鼠标和耳机特价。',
    ),
  },
  {
    slug: 'warranty-check-online',
    motif: 'laptop',
    colours: ['#1d4ed8', '#93c5fd'],
    title: L('Check your warranty online', 'ពិនិត្យការធានារបស់អ្នកតាមអនឡាញ', '在线查询保修'),
    summary: L(
      'Enter the serial number to see how long your warranty lasts.',
      'បញ្ចូលលេខស៊េរី ដើម្បីមើលថាការធានារបស់អ្នកមានរយៈពេលប៉ុន្មាន។',
      '输入序列号即可查看保修期限。',
    ),
  },
  {
    slug: 'year-end-sale',
    motif: 'cpu',
    colours: ['#9f1239', '#f43f5e'],
    title: L('Year-end sale starts soon', 'ការលក់បញ្ចុះតម្លៃចុងឆ្នាំនឹងចាប់ផ្តើមឆាប់ៗ', '年终大促即将开始'),
    summary: L(
      'Sign up to hear first about the best offers.',
      'ចុះឈ្មោះដើម្បីទទួលបានដំណឹងមុនគេអំពីការផ្តល់ជូនល្អបំផុត។',
      '注册以第一时间获取最优惠信息。',
    ),
  },
];

const newsBody = (summary: Localized): Localized =>
  L(
    `${summary.en}\n\n## At {shop}\n\nVisit our showroom in Phnom Penh or order online with delivery across Cambodia.\n\n- Pay by KHQR, bank transfer or cash on delivery.\n- Ask our team on Telegram for advice.`,
    `${summary.kh}\n\n## នៅ {shop}\n\nមកកាន់ហាងរបស់យើងនៅភ្នំពេញ ឬបញ្ជាទិញតាមអនឡាញ ជាមួយការដឹកជញ្ជូនទូទាំងប្រទេសកម្ពុជា។\n\n- បង់ប្រាក់តាម KHQR ការផ្ទេរប្រាក់តាមធនាគារ ឬបង់ពេលទទួលទំនិញ។\n- សួរក្រុមការងាររបស់យើងតាម Telegram ដើម្បីទទួលបានដំបូន្មាន។`,
    `${summary.zh}\n\n## 在 {shop}\n\n欢迎光临我们的金边门店，或在线下单，配送至柬埔寨全国。\n\n- 支持 KHQR、银行转账或货到付款。\n- 在 Telegram 上咨询我们的团队。`,
  );

const DAY = 24 * 60 * 60 * 1000;
/** A fixed day, so that seeds of every run agree; posts go back about a year from it. */
const NEWEST = Date.UTC(2026, 10, 20, 2, 0, 0);

export async function seedHelp({ db, storeId }: ContentSeed): Promise<void> {
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  const shop: Localized = store?.name ?? L('', '', '');
  const named = (text: Localized): Localized =>
    L(
      text.en.replaceAll('{shop}', shop.en),
      text.kh.replaceAll('{shop}', shop.kh || shop.en),
      text.zh.replaceAll('{shop}', shop.zh || shop.en),
    );
  const rowsOf = (entityId: number, fields: Record<string, Localized>) =>
    (['en', 'kh', 'zh'] as const).map((locale) => {
      const row: Record<string, unknown> = { storeId, entityId, locale };
      for (const [key, text] of Object.entries(fields)) row[key] = named(text)[locale];
      return row;
    });

  for (const [i, category] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(helpCategories)
      .values({ storeId, slug: category.slug, icon: category.icon, sequence: i + 1 })
      .returning({ id: helpCategories.id });
    await db
      .insert(helpCategoryTranslations)
      .values(rowsOf(row!.id, { name: category.name, description: category.description }) as never);
    for (const [j, article] of category.articles.entries()) {
      const [a] = await db
        .insert(helpArticles)
        .values({
          storeId,
          categoryId: row!.id,
          slug: article.slug,
          sequence: j + 1,
          updatedAt: new Date(NEWEST - (i * 7 + j) * DAY),
        })
        .returning({ id: helpArticles.id });
      await db
        .insert(helpArticleTranslations)
        .values(
          rowsOf(a!.id, { title: article.title, summary: article.summary, body: article.body }) as never,
        );
    }
  }

  for (const [i, section] of POLICY.entries()) {
    const [row] = await db
      .insert(policySections)
      .values({ storeId, slug: section.slug, sequence: i + 1, updatedAt: new Date(NEWEST - 60 * DAY) })
      .returning({ id: policySections.id });
    await db
      .insert(policySectionTranslations)
      .values(rowsOf(row!.id, { title: section.title, body: section.body }) as never);
  }

  for (const [i, post] of NEWS.entries()) {
    const [row] = await db
      .insert(newsPosts)
      .values({
        storeId,
        slug: post.slug,
        image: mediaPaths.banner(post.colours, post.motif),
        publishedAt: new Date(NEWEST - i * 29 * DAY),
      })
      .returning({ id: newsPosts.id });
    await db
      .insert(newsPostTranslations)
      .values(
        rowsOf(row!.id, { title: post.title, summary: post.summary, body: newsBody(post.summary) }) as never,
      );
  }
}
