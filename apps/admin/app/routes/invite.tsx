import { ApiError } from '@shop/contracts/client';
import { Form, redirect, useNavigation } from 'react-router';
import { adminApi, callerOf } from '../api.server';
import { LanguageSwitcher } from '../components/language-switcher';
import { Button, Field, Notice } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { field } from '../utils/forms.server';
import type { Route } from './+types/invite';

export function meta() {
  return [{ title: 'Join – Shop back office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { code: new URL(request.url).searchParams.get('code') ?? '' };
}

/** Sets the invited person's name and password from the mailed code, and signs them in. */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<{ error: MessageKey; values?: Record<string, string> }> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const name = field(form, 'name');
  if (password.length < 8) return { error: 'form.invalid', values: { field: 'password' } };
  try {
    const session = await adminApi().acceptInvite(
      callerOf(visit),
      { code: field(form, 'code'), password, ...(name ? { name } : {}) },
      visit.locale,
    );
    visit.signIn(session.token);
    const only = session.shops.length === 1 ? session.shops[0] : undefined;
    throw redirect(only ? `/s/${only.store_code}/orders` : '/');
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { error: 'invite.badCode' };
    if (error instanceof ApiError && error.status === 429)
      return { error: 'login.tooMany', values: { seconds: '60' } };
    throw error;
  }
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-strong">{t('app.name')}</p>
        <LanguageSwitcher />
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold">{t('invite.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('invite.intro')}</p>
        <Form method="post" className="mt-5 flex flex-col gap-4">
          {actionData ? <Notice tone="error">{t(actionData.error, actionData.values)}</Notice> : null}
          <input type="hidden" name="code" value={loaderData.code} />
          <Field label={t('invite.name')} name="name" autoComplete="name" />
          <Field
            label={t('invite.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
          />
          <Button type="submit" disabled={busy}>
            {t('invite.submit')}
          </Button>
        </Form>
      </div>
    </main>
  );
}
