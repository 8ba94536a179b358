import { Link } from '../../components/link';
import { useT } from '../../i18n/i18n';

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** PayPal's cancel address: nothing was charged; back to the checkout to choose again. */
export default function PaypalError() {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 text-center">
      <h1 className="text-xl font-bold text-slate-900">{t('checkout.paypalErrorTitle')}</h1>
      <p role="alert" className="text-slate-700">
        {t('checkout.paypalErrorText')}
      </p>
      <Link to="/checkout" className="min-h-11 rounded-xl bg-accent px-4 py-2.5 font-bold text-white">
        {t('checkout.backToCheckout')}
      </Link>
    </div>
  );
}
