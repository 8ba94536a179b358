// Types only: the contracts' values come from the loader (their module would bring Zod to the page).
import type { PaymentOption, TransferType } from '@shop/contracts';
import type { MessageKey } from '@shop/i18n';
import { useT } from '../../i18n/i18n';
import { Text } from '../ui/text';
import type { TransferChoice } from './types';

/** Each payment method's name and hint (the checkout, and the discount row of its totals). */
export const METHOD_LABELS: Record<PaymentOption, { name: MessageKey; hint?: MessageKey }> = {
  khqr: { name: 'checkout.methodKhqr', hint: 'checkout.methodKhqrHint' },
  cod: { name: 'checkout.methodCod', hint: 'checkout.methodCodHint' },
  bankTransfer: { name: 'checkout.methodBankTransfer', hint: 'checkout.methodBankTransferHint' },
  anakut: { name: 'checkout.methodAnakut' },
  paypal: { name: 'checkout.methodPaypal', hint: 'checkout.methodPaypalHint' },
};

/**
 * The bank-transfer types' own names and marks: the built-in list (the specification's fallback
 * when the shop's bank info is missing), and the names under a shop's accounts.
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
  transfers,
  anakutLabel,
  rateText,
}: {
  options: PaymentOption[];
  initial: PaymentOption | undefined;
  transfers: readonly TransferChoice[];
  anakutLabel: string;
  /** The shop's riel rate ('1 USD = 4,100 ៛'): a KHQR in riel is made at it. */
  rateText: string;
}) {
  const t = useT();
  return (
    <fieldset className="group/pay rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <legend className="float-left mb-3 w-full text-base font-bold text-slate-900">
        <Text>{t('checkout.paymentMethod')}</Text>
      </legend>
      <div className="clear-both flex flex-col gap-2">
        {options.map((option) => {
          const label = METHOD_LABELS[option];
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
                <span className="block font-semibold text-slate-900">
                  <Text>{t(label.name)}</Text>
                </span>
                {hint ? (
                  <span className="block text-sm text-slate-600">
                    <Text>{hint}</Text>
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {options.includes('khqr') ? (
        <fieldset className="mt-3 hidden flex-col gap-2 rounded-xl bg-slate-50 p-3 group-has-[#pay-khqr:checked]/pay:flex">
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            <Text>{t('checkout.khqrCurrency')}</Text>
          </legend>
          <div className="flex flex-wrap gap-2">
            {(['USD', 'KHR'] as const).map((currency) => (
              <label key={currency} className={`${choice} flex-1 items-center bg-white py-2`}>
                <input
                  type="radio"
                  name="currency"
                  value={currency}
                  defaultChecked={currency === 'USD'}
                  className="accent-[var(--color-accent)]"
                />
                <span className="font-semibold text-slate-900">
                  {t(currency === 'USD' ? 'checkout.currencyUsd' : 'checkout.currencyKhr')}
                </span>
              </label>
            ))}
          </div>
          <p className="text-xs text-slate-600">
            <Text>{t('checkout.rate', { rate: rateText })}</Text>
          </p>
        </fieldset>
      ) : null}
      {options.includes('bankTransfer') ? (
        <div className="mt-3 hidden flex-col gap-3 rounded-xl bg-slate-50 p-3 group-has-[#pay-bankTransfer:checked]/pay:flex">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-slate-800">
              <Text>{t('checkout.transferType')}</Text>
            </legend>
            {transfers.map((transfer) => (
              <label key={transfer.id} className={`${choice} bg-white`}>
                <input
                  type="radio"
                  name="transfer_type"
                  value={transfer.id}
                  className="mt-1 accent-[var(--color-accent)]"
                />
                <span
                  aria-hidden
                  className={`mt-0.5 size-5 shrink-0 rounded-md ${TRANSFERS[transfer.id].mark}`}
                />
                <span className="min-w-0 break-words">
                  <span className="block font-semibold text-slate-900">
                    {transfer.name || t(TRANSFERS[transfer.id].name)}
                  </span>
                  <span className="block text-sm text-slate-600">{t(TRANSFERS[transfer.id].hint)}</span>
                  {transfer.account_number ? (
                    <span className="mt-1 block text-sm text-slate-800" data-testid="transfer-account">
                      <span className="block">
                        <Text>{t('checkout.accountName', { name: transfer.account_name })}</Text>
                      </span>
                      <span className="block font-mono font-semibold tracking-wide select-all">
                        <Text>{t('checkout.accountNumber', { number: transfer.account_number })}</Text>
                      </span>
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
            <Text>{t('checkout.receipt')}</Text>
            <input
              type="file"
              name="receipt"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm font-normal text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-accent"
            />
            <span className="text-xs font-normal text-slate-500">
              <Text>{t('checkout.receiptHint')}</Text>
            </span>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
