import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@shop/contracts';
import { data, Form } from 'react-router';
import {
  AccountField,
  AuthCard,
  BackToLogin,
  FormError,
  FormNotice,
  SubmitButton,
} from '../../components/account/account-form';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { accountForm, shopPageTitle } from '../../data/account-pages.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import type { FormFailure } from '../../utils/form-errors.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/forgot-password';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    messages: pageMessages(context.get(shopContext).locale, ['auth']),
    title: shopPageTitle(context.get(shopContext), 'meta.forgotTitle'),
  };
}

type Answer =
  | (FormFailure & { step: 'request' | 'reset' })
  | { step: 'reset'; email: string; errors?: undefined };

/** Two steps: the e-mail (a code is sent), then the code with the new password (logged in). */
export async function action(args: Route.ActionArgs) {
  const posted = await accountForm(args);
  const { account, ctx, caller } = posted;
  if (posted.form.get('intent') === 'reset') {
    const outcome = await posted.submit(
      ResetPasswordBodySchema,
      posted.fields('email', 'code', 'password'),
      (body) => account.resetPassword(ctx, caller, body),
      'formError.wrongCode',
    );
    if (!outcome.ok) return data<Answer>({ step: 'reset', ...outcome.failure }, { status: 400 });
    return posted.logIn(outcome.result.token);
  }
  const outcome = await posted.submit(ForgotPasswordBodySchema, posted.fields('email'), async (body) => {
    await account.forgotPassword(ctx, caller, body);
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
          <AccountField
            field="code"
            defaultValue={actionData && 'values' in actionData ? actionData.values.code : undefined}
            error={errors.code}
          />
          <AccountField field="newPassword" label={t('auth.newPassword')} error={errors.password} />
          <SubmitButton value="reset">
            <Text>{t('auth.submitReset')}</Text>
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormError message={errors.form} />
          <AccountField field="email" defaultValue={email} error={errors.email} />
          <SubmitButton value="request">
            <Text>{t('auth.sendResetCode')}</Text>
          </SubmitButton>
        </Form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
