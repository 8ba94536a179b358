import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@shop/contracts';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, Form, redirect } from 'react-router';
import { AuthCard, Field, FormError, FormNotice, SubmitButton } from '../../components/account/form-parts';
import { Link } from '../../components/link';
import { apiCaller, apiContext, sessionContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { useT } from '../../i18n/i18n';
import { type FormFailure, submitForm } from '../../utils/form-errors.server';
import type { Route } from './+types/forgot-password';

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];
}

export function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return { title: translate(MESSAGES[shop.locale], 'meta.forgotTitle', { shop: shop.store.name }) };
}

type Answer =
  | (FormFailure & { step: 'request' | 'reset' })
  | { step: 'reset'; email: string; errors?: undefined };

/** Two steps: the e-mail (a code is sent), then the code with the new password (logged in). */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  const { account } = context.get(servicesContext);
  const form = await request.formData();
  const ctx = apiContext(shop);
  if (form.get('intent') === 'reset') {
    const input = {
      email: form.get('email') ?? '',
      code: form.get('code') ?? '',
      password: form.get('password') ?? '',
    };
    const outcome = await submitForm(
      form,
      messages,
      ResetPasswordBodySchema,
      input,
      (body) => account.resetPassword(ctx, apiCaller(session), body),
      'formError.wrongCode',
    );
    if (!outcome.ok) return data<Answer>({ step: 'reset', ...outcome.failure }, { status: 400 });
    session.start(outcome.result.token);
    throw redirect(localizePath('/account/myaccount', shop.locale));
  }
  const input = { email: form.get('email') ?? '' };
  const outcome = await submitForm(form, messages, ForgotPasswordBodySchema, input, async (body) => {
    await account.forgotPassword(ctx, apiCaller(session), body);
    return body.email;
  });
  if (!outcome.ok) return data<Answer>({ step: 'request', ...outcome.failure }, { status: 400 });
  return data<Answer>({ step: 'reset', email: outcome.result });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const reset = actionData?.step === 'reset';
  const errors = actionData?.errors ?? {};
  const email = actionData && 'email' in actionData ? actionData.email : (actionData?.values?.email ?? '');
  return (
    <AuthCard title={t('auth.forgotTitle')} intro={reset ? undefined : t('auth.forgotIntro')}>
      {reset ? (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormNotice message={t('auth.resetCodeSent', { email })} />
          <FormError message={errors.form ?? errors.email} />
          <input type="hidden" name="email" value={email} />
          <Field
            name="code"
            label={t('auth.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            defaultValue={actionData && 'values' in actionData ? actionData.values.code : undefined}
            error={errors.code}
          />
          <Field
            name="password"
            type="password"
            label={t('auth.newPassword')}
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={errors.password}
          />
          <SubmitButton value="reset">{t('auth.submitReset')}</SubmitButton>
        </Form>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormError message={errors.form} />
          <Field
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            inputMode="email"
            defaultValue={email}
            error={errors.email}
          />
          <SubmitButton value="request">{t('auth.sendResetCode')}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 border-t border-slate-100 pt-5 text-sm">
        <Link to="/login" className="font-semibold text-accent-ink hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
