import { RegisterBodySchema } from '@shop/contracts';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, Form, redirect, useSearchParams } from 'react-router';
import { AuthCard, Field, FormError, SubmitButton } from '../../components/account/form-parts';
import { Link } from '../../components/link';
import { apiCaller, apiContext, sessionContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { useT } from '../../i18n/i18n';
import { type FormFailure, submitForm } from '../../utils/form-errors.server';
import { safeRedirect } from '../../utils/safe-redirect';
import type { Route } from './+types/register';

const FIELDS = ['name', 'email', 'phone', 'password'] as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];
}

export function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (context.get(sessionContext).token) throw redirect(localizePath('/account/myaccount', shop.locale));
  return { title: translate(MESSAGES[shop.locale], 'meta.registerTitle', { shop: shop.store.name }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  const form = await request.formData();
  const { account } = context.get(servicesContext);
  const input = Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? '']));
  const outcome = await submitForm(form, messages, RegisterBodySchema, input, (body) =>
    account.register(apiContext(shop), apiCaller(session), body),
  );
  if (!outcome.ok) return data<FormFailure>(outcome.failure, { status: 400 });
  session.start(outcome.result.token);
  throw redirect(safeRedirect(form.get('redirect'), localizePath('/account/myaccount', shop.locale)));
}

export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const back = params.get('redirect');
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError message={errors.form} />
        {back ? <input type="hidden" name="redirect" value={back} /> : null}
        <Field
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          inputMode="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          name="phone"
          type="tel"
          label={t('auth.phone')}
          autoComplete="tel"
          inputMode="tel"
          hint={t('auth.phoneHint')}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <Field
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={errors.password}
        />
        <SubmitButton>{t('auth.submitRegister')}</SubmitButton>
      </Form>
      <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">
        {t('auth.haveAccount')}{' '}
        <Link
          to={back ? `/login?redirect=${encodeURIComponent(back)}` : '/login'}
          className="font-semibold text-accent-ink hover:underline"
        >
          {t('auth.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
