import { LoginBodySchema } from '@shop/contracts';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, Form, redirect, useSearchParams } from 'react-router';
import { AuthCard, Field, FormError, SubmitButton } from '../../components/account/form-parts';
import { Link } from '../../components/link';
import { apiCaller, apiContext, sessionContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { useT } from '../../i18n/i18n';
import { type FormFailure, submitForm } from '../../utils/form-errors.server';
import { safeRedirect } from '../../utils/safe-redirect';
import type { Route } from './+types/login';

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];
}

/** A logged-in customer has nothing to do here: on to My Account (or where they were going). */
export function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const account = localizePath('/account/myaccount', shop.locale);
  if (context.get(sessionContext).token)
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), account));
  return { title: translate(MESSAGES[shop.locale], 'meta.loginTitle', { shop: shop.store.name }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  const form = await request.formData();
  const { account } = context.get(servicesContext);
  const input = { email: form.get('email') ?? '', password: form.get('password') ?? '' };
  const outcome = await submitForm(form, messages, LoginBodySchema, input, (body) =>
    account.login(apiContext(shop), apiCaller(session), body),
  );
  if (!outcome.ok) return data<FormFailure>(outcome.failure, { status: 400 });
  session.start(outcome.result.token);
  throw redirect(safeRedirect(form.get('redirect'), localizePath('/account/myaccount', shop.locale)));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const back = params.get('redirect');
  const errors = actionData?.errors ?? {};
  const keep = back ? `?redirect=${encodeURIComponent(back)}` : '';
  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError message={errors.form} />
        {back ? <input type="hidden" name="redirect" value={back} /> : null}
        <Field
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          inputMode="email"
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <Field
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-accent-ink hover:underline">
            {t('auth.forgotLink')}
          </Link>
        </div>
        <SubmitButton>{t('auth.submitLogin')}</SubmitButton>
      </Form>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 text-sm text-slate-600">
        <Link to={`/otp/verify${keep}`} className="font-medium text-accent-ink hover:underline">
          {t('auth.otpLink')}
        </Link>
        <p>
          {t('auth.noAccount')}{' '}
          <Link to={`/register${keep}`} className="font-semibold text-accent-ink hover:underline">
            {t('auth.registerLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
