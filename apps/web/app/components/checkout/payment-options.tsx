// Types only: the contracts' values come from the loader (their module would bring Zod to the page).
import type { PaymentOption, TransferType } from '@shop/contracts';
import type { MessageKey } from '@shop/i18n';
import { useT } from '../../i18n/i18n';

const LABELS: Record<PaymentOption, { name: MessageKey; hint?: MessageKey }> = {
  khqr: { name: 'checkout.methodKhqr', hint: 'checkout.methodKhqrHint' },
  cod: { name: 'checkout.methodCod', hint: 'checkout.methodCodHint' },
  bankTransfer: { name: 'checkout.methodBankTransfer', hint: 'checkout.methodBankTransferHint' },
  anakut: { name: 'checkout.methodAnakut' },
  paypal: { name: 'checkout.methodPaypal', hint: 'checkout.methodPaypalHint' },
};

/**
 * The built-in list of bank-transfer types (the specification's fallback when the shop's bank
 * info is missing, which is always for now: the API has no bank info yet).
 */
const TRANSFERS: Record<TransferType, { name: MessageKey; hint: MessageKey; mark: string }> = {
  ABA: { name: 'checkout.transferABA', hint: 'checkout.transferABAHint', mark: 'bg-[#005d7f]' },
  ACLEDA: { name: 'checkout.transferACLEDA', hint: 'checkout.transferACLEDAHint', mark: 'bg-[#0a3d7a]' },
  phone: { name: 'checkout.transferPhone', hint: 'checkout.transferPhoneHint', mark: 'bg-[#2f8f3a]' },
};

const choice =
  'flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/5';

/**
 * The payment methods the shop offers, khqr chosen first. The bank transfer's types and receipt
 * show when it is chosen, by CSS alone (`:has(:checked)`), so the form works without JavaScript.
 */
export function PaymentOptions({
  options,
  initial,
  transferTypes,
  anakutLabel,
}: {
  options: PaymentOption[];
  initial: PaymentOption | undefined;
  transferTypes: readonly TransferType[];
  anakutLabel: string;
}) {
  const t = useT();
  return (
    <fieldset className="group/pay rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <legend className="float-left mb-3 w-full text-base font-bold text-slate-900">
        {t('checkout.paymentMethod')}
      </legend>
      <div className="clear-both flex flex-col gap-2">
        {options.map((option) => {
          const label = LABELS[option];
          const hint = option === 'anakut' ? anakutLabel : label.hint ? t(label.hint) : '';
          return (
            <label key={option} className={choice}>
              <input
                type="radio"
                id={`pay-${option}`}
                name="payment_method"
                value={option}
                defaultChecked={option === initial}
                className="mt-1 accent-[var(--color-accent)]"
              />
              <span className="min-w-0 break-words">
                <span className="block font-semibold text-slate-900">{t(label.name)}</span>
                {hint ? <span className="block text-sm text-slate-600">{hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {options.includes('bankTransfer') ? (
        <div className="mt-3 hidden flex-col gap-3 rounded-xl bg-slate-50 p-3 group-has-[#pay-bankTransfer:checked]/pay:flex">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-slate-800">
              {t('checkout.transferType')}
            </legend>
            {transferTypes.map((type) => (
              <label key={type} className={`${choice} bg-white`}>
                <input
                  type="radio"
                  name="transfer_type"
                  value={type}
                  className="mt-1 accent-[var(--color-accent)]"
                />
                <span aria-hidden className={`mt-0.5 size-5 shrink-0 rounded-md ${TRANSFERS[type].mark}`} />
                <span className="min-w-0 break-words">
                  <span className="block font-semibold text-slate-900">{t(TRANSFERS[type].name)}</span>
                  <span className="block text-sm text-slate-600">{t(TRANSFERS[type].hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
            {t('checkout.receipt')}
            <input
              type="file"
              name="receipt"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm font-normal text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-accent"
            />
            <span className="text-xs font-normal text-slate-500">{t('checkout.receiptHint')}</span>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
