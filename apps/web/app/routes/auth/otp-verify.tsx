import { OtpResendBodySchema, OtpVerifyBodySchema } from '@shop/contracts';
import { data, Form, useSearchParams } from 'react-router';
import {
  AccountField,
  AuthCard,
  BackToLogin,
  FormError,
  FormNotice,
  primaryButton,
  ReturnToField,
  SubmitButton,
  secondaryButton,
} from '../../components/account/account-form';
import { Text } from '../../components/ui/text';
import { sessionContext, shopContext } from '../../context.server';
import { accountForm, shopPageTitle } from '../../data/account-pages.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { type FormFailure, formValues } from '../../utils/form-errors.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/otp-verify';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/** A guest logs in with a code ('login'); a customer proves the phone of the account ('verify'). */
export function loader({ context }: Route.LoaderArgs) {
  const loggedIn = Boolean(context.get(sessionContext).token);
  return {
    messages: pageMessages(context.get(shopContext).locale, ['auth']),
    title: shopPageTitle(context.get(shopContext), 'meta.otpTitle'),
    purpose: loggedIn ? ('verify' as const) : ('login' as const),
  };
}

type Answer = FormFailure & { sent?: { phone: string; minutes: number } };

export async function action(args: Route.ActionArgs) {
  const posted = await accountForm(args);
  const { account, ctx, caller } = posted;
  if (posted.form.get('intent') === 'send') {
    const input = { ...posted.fields('phone'), type: posted.session.token ? 'verify' : 'login' };
    const outcome = await posted.submit(OtpResendBodySchema, input, async (body) => ({
      phone: body.phone,
      sent: await account.resendOtp(ctx, caller, body),
    }));
    if (!outcome.ok) return data<Answer>(outcome.failure, { status: 400 });
    const { phone, sent } = outcome.result;
    return data<Answer>({
      errors: {},
      values: formValues(posted.form),
      sent: { phone, minutes: Math.max(1, Math.round(sent.expires_in / 60)) },
    });
  }
  const outcome = await posted.submit(
    OtpVerifyBodySchema,
    posted.fields('phone', 'otp'),
    (body) => account.verifyOtp(ctx, caller, body),
    'formError.wrongCode',
  );
  if (!outcome.ok) return data<Answer>(outcome.failure, { status: 400 });
  return posted.logIn(outcome.result.token);
}

export default function OtpVerify({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
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
        <ReturnToField />
        {/* In the page's order: phone, send code, code, verify; Enter submits 'verify' (the
            first submit button in the markup). */}
        <div className="order-1">
          <AccountField
            field="phone"
            defaultValue={actionData?.values.phone ?? params.get('phone') ?? ''}
            error={errors.phone}
          />
        </div>
        <div className="order-3">
          <AccountField field="otp" defaultValue={actionData?.values.otp} error={errors.otp} />
        </div>
        <SubmitButton value="verify" className={`${primaryButton} order-4`}>
          <Text>{t('auth.submitOtp')}</Text>
        </SubmitButton>
        <SubmitButton value="send" className={`${secondaryButton} order-2`}>
          <Text>{t('auth.sendOtp')}</Text>
        </SubmitButton>
      </Form>
      {verify ? null : <BackToLogin />}
    </AuthCard>
  );
}
