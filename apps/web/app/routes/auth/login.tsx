import { LoginBodySchema } from '@shop/contracts';
import { localizePath } from '@shop/i18n';
import { Form, redirect } from 'react-router';
import {
  AccountField,
  AuthCard,
  FormError,
  ReturnToField,
  SubmitButton,
  useReturnTo,
} from '../../components/account/account-form';
import { Link } from '../../components/link';
import { Text } from '../../components/ui/text';
import { sessionContext, shopContext } from '../../context.server';
import { ACCOUNT_HOME, accountForm, shopPageTitle } from '../../data/account-pages.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { safeRedirect } from '../../utils/safe-redirect';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/login';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/** A logged-in customer has nothing to do here: on to My Account (or where they were going). */
export function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (context.get(sessionContext).token)
    throw redirect(
      safeRedirect(
        new URL(request.url).searchParams.get('redirect'),
        localizePath(ACCOUNT_HOME, shop.locale),
      ),
    );
  return { messages: pageMessages(shop.locale, ['auth']), title: shopPageTitle(shop, 'meta.loginTitle') };
}

export async function action(args: Route.ActionArgs) {
  const posted = await accountForm(args);
  return posted.logInOrRefuse(
    await posted.submit(LoginBodySchema, posted.fields('email', 'password'), (body) =>
      posted.account.login(posted.ctx, posted.caller, body),
    ),
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const back = useReturnTo();
  const errors = actionData?.errors ?? {};
  const keep = back ? `?redirect=${encodeURIComponent(back)}` : '';
  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError message={errors.form} />
        <ReturnToField />
        <AccountField field="email" defaultValue={actionData?.values.email} error={errors.email} />
        <AccountField field="password" error={errors.password} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-accent-ink hover:underline">
            <Text>{t('auth.forgotLink')}</Text>
          </Link>
        </div>
        <SubmitButton>
          <Text>{t('auth.submitLogin')}</Text>
        </SubmitButton>
      </Form>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 text-sm text-slate-600">
        <Link to={`/otp/verify${keep}`} className="font-medium text-accent-ink hover:underline">
          <Text>{t('auth.otpLink')}</Text>
        </Link>
        <p>
          <Text>{t('auth.noAccount')}</Text>{' '}
          <Link to={`/register${keep}`} className="font-semibold text-accent-ink hover:underline">
            <Text>{t('auth.registerLink')}</Text>
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
