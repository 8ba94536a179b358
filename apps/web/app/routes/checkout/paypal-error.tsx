import { Link } from '../../components/link';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import type { Route } from './+types/paypal-error';

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** The page's texts (the checkout's). */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context.get(shopContext).locale, ['checkout']) };
}

/** PayPal's cancel address: nothing was charged; back to the checkout to choose again. */
export default function PaypalError() {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 text-center">
      <h1 className="text-xl font-bold text-slate-900">
        <Text>{t('checkout.paypalErrorTitle')}</Text>
      </h1>
      <p role="alert" className="text-slate-700">
        <Text>{t('checkout.paypalErrorText')}</Text>
      </p>
      <Link to="/checkout" className="min-h-11 rounded-xl bg-accent px-4 py-2.5 font-bold text-white">
        <Text>{t('checkout.backToCheckout')}</Text>
      </Link>
    </div>
  );
}
