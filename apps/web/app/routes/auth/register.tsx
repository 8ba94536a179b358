import { RegisterBodySchema } from '@shop/contracts';
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
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/register';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (context.get(sessionContext).token) throw redirect(localizePath(ACCOUNT_HOME, shop.locale));
  return { messages: pageMessages(shop.locale, ['auth']), title: shopPageTitle(shop, 'meta.registerTitle') };
}

export async function action(args: Route.ActionArgs) {
  const posted = await accountForm(args);
  const input = posted.fields('name', 'email', 'phone', 'password');
  return posted.logInOrRefuse(
    await posted.submit(RegisterBodySchema, input, (body) =>
      posted.account.register(posted.ctx, posted.caller, body),
    ),
  );
}

export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  const back = useReturnTo();
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError message={errors.form} />
        <ReturnToField />
        <AccountField field="name" defaultValue={values.name} error={errors.name} />
        <AccountField field="email" defaultValue={values.email} error={errors.email} />
        <AccountField
          field="phone"
          hint={t('auth.phoneHint')}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <AccountField field="newPassword" error={errors.password} />
        <SubmitButton>
          <Text>{t('auth.submitRegister')}</Text>
        </SubmitButton>
      </Form>
      <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">
        <Text>{t('auth.haveAccount')}</Text>{' '}
        <Link
          to={back ? `/login?redirect=${encodeURIComponent(back)}` : '/login'}
          className="font-semibold text-accent-ink hover:underline"
        >
          <Text>{t('auth.loginLink')}</Text>
        </Link>
      </p>
    </AuthCard>
  );
}
