import { STAFF_BAD_CREDENTIALS, StaffLoginBodySchema, TOTP_NEEDED, TOTP_WRONG } from '@shop/contracts';
import { ApiError } from '@shop/contracts/client';
import { Form, redirect, useNavigation } from 'react-router';
import { adminApi, callerOf } from '../api.server';
import { LanguageSwitcher } from '../components/language-switcher';
import { Button, Field, Notice } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { field } from '../utils/forms.server';
import { landingOf } from '../utils/landing';
import { safeNext } from '../utils/safe-next';
import type { Route } from './+types/login';

export function meta() {
  return [{ title: 'Sign in – Shop back office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Signed in already: on to where they were going. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (context.get(visitContext).token) throw redirect(safeNext(url.searchParams.get('next')));
  return { signedOut: url.searchParams.get('signed_out') === '1' };
}

type LoginRefusal = { error: MessageKey; values?: Record<string, string>; email: string; askTotp: boolean };

export async function action({ request, context }: Route.ActionArgs): Promise<LoginRefusal> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const email = field(form, 'email');
  const totp = field(form, 'totp');
  const parsed = StaffLoginBodySchema.safeParse({
    email,
    password: String(form.get('password') ?? ''),
    ...(totp ? { totp } : {}),
  });
  if (!parsed.success) return { error: 'login.badCredentials', email, askTotp: Boolean(totp) };
  try {
    const session = await adminApi().login(callerOf(visit), parsed.data, visit.locale);
    visit.signIn(session.token);
    // The language picked on this page wins, and becomes the account's; else the account's.
    if (visit.localeChosen && visit.locale !== session.staff.locale)
      await adminApi()
        .setLocale({ ...callerOf(visit), token: session.token }, visit.locale)
        .catch(() => undefined);
    else visit.setLocale(session.staff.locale);
    const next = safeNext(new URL(request.url).searchParams.get('next'));
    const only = session.shops.length === 1 ? session.shops[0] : undefined;
    throw redirect(next === '/' && only ? landingOf(only.store_code, only.role) : next);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && error.message === TOTP_NEEDED)
      return { error: 'login.totp', email, askTotp: true };
    if (error.status === 401 && error.message === TOTP_WRONG)
      return { error: 'login.totpWrong', email, askTotp: true };
    if (error.status === 401 && error.message === STAFF_BAD_CREDENTIALS)
      return { error: 'login.badCredentials', email, askTotp: Boolean(totp) };
    const wait = /Try again in (\d+) seconds/.exec(error.message);
    if (error.status === 429)
      return {
        error: 'login.tooMany',
        values: { seconds: wait?.[1] ?? '60' },
        email,
        askTotp: Boolean(totp),
      };
    throw error;
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const askTotp = actionData?.askTotp ?? false;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-strong">{t('app.name')}</p>
        <LanguageSwitcher />
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold">{t('login.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('login.intro')}</p>
        <Form method="post" className="mt-5 flex flex-col gap-4" noValidate>
          {loaderData.signedOut && !actionData ? (
            <Notice tone="success">{t('login.signedOut')}</Notice>
          ) : null}
          {actionData && actionData.error !== 'login.totp' ? (
            <Notice tone="error">{t(actionData.error, actionData.values)}</Notice>
          ) : null}
          <Field
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            defaultValue={actionData?.email}
          />
          <Field
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          {askTotp ? (
            <Field
              label={t('login.totp')}
              name="totp"
              hint={t('login.totpHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
            />
          ) : null}
          <Button type="submit" disabled={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </div>
    </main>
  );
}
