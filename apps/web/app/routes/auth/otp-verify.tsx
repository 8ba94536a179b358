import { OtpResendBodySchema, OtpVerifyBodySchema } from '@shop/contracts';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, Form, redirect, useSearchParams } from 'react-router';
import {
  AuthCard,
  Field,
  FormError,
  FormNotice,
  primaryButton,
  SubmitButton,
  secondaryButton,
} from '../../components/account/form-parts';
import { Link } from '../../components/link';
import { apiCaller, apiContext, sessionContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { useT } from '../../i18n/i18n';
import { type FormFailure, formValues, submitForm } from '../../utils/form-errors.server';
import { safeRedirect } from '../../utils/safe-redirect';
import type { Route } from './+types/otp-verify';

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];
}

/** A guest logs in with a code ('login'); a customer proves the phone of the account ('verify'). */
export function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const loggedIn = Boolean(context.get(sessionContext).token);
  return {
    title: translate(MESSAGES[shop.locale], 'meta.otpTitle', { shop: shop.store.name }),
    purpose: loggedIn ? ('verify' as const) : ('login' as const),
  };
}

type Answer = FormFailure & { sent?: { phone: string; minutes: number } };

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  const { account } = context.get(servicesContext);
  const form = await request.formData();
  const ctx = apiContext(shop);
  if (form.get('intent') === 'send') {
    const input = { phone: form.get('phone') ?? '', type: session.token ? 'verify' : 'login' };
    const outcome = await submitForm(form, messages, OtpResendBodySchema, input, async (body) => ({
      phone: body.phone,
      sent: await account.resendOtp(ctx, apiCaller(session), body),
    }));
    if (!outcome.ok) return data<Answer>(outcome.failure, { status: 400 });
    const { phone, sent } = outcome.result;
    return data<Answer>({
      errors: {},
      values: formValues(form),
      sent: { phone, minutes: Math.max(1, Math.round(sent.expires_in / 60)) },
    });
  }
  const input = { phone: form.get('phone') ?? '', otp: form.get('otp') ?? '' };
  const outcome = await submitForm(
    form,
    messages,
    OtpVerifyBodySchema,
    input,
    (body) => account.verifyOtp(ctx, apiCaller(session), body),
    'formError.wrongCode',
  );
  if (!outcome.ok) return data<Answer>(outcome.failure, { status: 400 });
  session.start(outcome.result.token);
  throw redirect(safeRedirect(form.get('redirect'), localizePath('/account/myaccount', shop.locale)));
}

export default function OtpVerify({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const back = params.get('redirect');
  const errors = actionData?.errors ?? {};
  const verify = loaderData.purpose === 'verify';
  return (
    <AuthCard title={verify ? t('auth.verifyTitle') : t('auth.otpTitle')} intro={t('auth.otpIntro')}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        {actionData?.sent ? (
          <FormNotice
            message={t('auth.otpSent', { phone: actionData.sent.phone, minutes: actionData.sent.minutes })}
          />
        ) : null}
        <FormError message={errors.form} />
        {back ? <input type="hidden" name="redirect" value={back} /> : null}
        {/* In the page's order: phone, send code, code, verify; Enter submits 'verify' (the
            first submit button in the markup). */}
        <div className="order-1">
          <Field
            name="phone"
            type="tel"
            label={t('auth.phone')}
            autoComplete="tel"
            inputMode="tel"
            defaultValue={actionData?.values.phone ?? params.get('phone') ?? ''}
            error={errors.phone}
          />
        </div>
        <div className="order-3">
          <Field
            name="otp"
            label={t('auth.otp')}
            autoComplete="one-time-code"
            inputMode="numeric"
            defaultValue={actionData?.values.otp}
            error={errors.otp}
          />
        </div>
        <SubmitButton value="verify" className={`${primaryButton} order-4`}>
          {t('auth.submitOtp')}
        </SubmitButton>
        <SubmitButton value="send" className={`${secondaryButton} order-2`}>
          {t('auth.sendOtp')}
        </SubmitButton>
      </Form>
      {verify ? null : (
        <p className="mt-6 border-t border-slate-100 pt-5 text-sm">
          <Link to="/login" className="font-semibold text-accent-ink hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
