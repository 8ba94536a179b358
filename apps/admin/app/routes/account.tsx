import { parseId } from '@shop/contracts/constants';
import { LOCALES } from '@shop/i18n/locales';
import { data, Form, useNavigation, useRouteLoaderData } from 'react-router';
import { adminApi, callerOf, guarded, refusedForm } from '../api.server';
import { TopBar } from '../components/top-bar';
import { Button, Card, Field, Notice, Time } from '../components/ui';
import { meContext, visitContext } from '../context.server';
import { useI18n, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { FormRefusal } from '../utils/forms';
import { field } from '../utils/forms.server';
import type { Route } from './+types/account';
import type { loader as signedIn } from './signed-in';

export function meta() {
  return [{ title: 'My account – Shop back office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const sessions = await guarded(visit, request, () => adminApi().sessions(callerOf(visit)));
  return { sessions, totpOn: context.get(meContext).staff.totp_enabled };
}

type Result =
  | { done: MessageKey }
  | { refusal: FormRefusal }
  | { setup: { secret: string; uri: string; qr_svg: string } }
  | { telegram: { code: string; link: string | null } };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const caller = callerOf(visit);
  const api = adminApi();
  try {
    switch (field(form, 'intent')) {
      case 'password':
        await api.changePassword(caller, {
          current_password: String(form.get('current_password') ?? ''),
          new_password: String(form.get('new_password') ?? ''),
        });
        return { done: 'account.passwordChanged' };
      case 'totp-start':
        return { setup: await api.beginTotp(caller) };
      case 'totp-confirm':
        await api.confirmTotp(caller, field(form, 'totp'));
        return { done: 'account.twoFactorOn' };
      case 'totp-disable':
        await api.disableTotp(caller, field(form, 'totp'));
        return { done: 'order.done' };
      case 'telegram-link': {
        const made = await api.telegramLink(caller);
        return { telegram: { code: made.code, link: made.link } };
      }
      case 'telegram-unlink':
        await api.telegramUnlink(caller);
        return { done: 'order.done' };
      case 'end-session': {
        const id = parseId(field(form, 'session_id'));
        if (!id) throw data('No session', { status: 400 });
        await api.endSession(caller, id);
        return { done: 'order.done' };
      }
      default:
        throw data('Unknown intent', { status: 400 });
    }
  } catch (error) {
    return refusedForm(visit, request, error);
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, totpOn } = loaderData;
  const { me } = useRouteLoaderData<typeof signedIn>('routes/signed-in') ?? { me: null };
  const t = useT();
  const shown = useI18n().locale;
  const busy = useNavigation().state === 'submitting';
  if (!me) return null;
  const setup = actionData && 'setup' in actionData ? actionData.setup : null;
  return (
    <>
      <TopBar me={me} title={t('app.name')} />
      <main id="main" className="mx-auto flex max-w-2xl flex-col gap-3 p-4">
        <h1 className="text-xl font-bold">{t('account.title')}</h1>
        <p className="text-slate-700">
          {me.staff.name} · <span className="break-all">{me.staff.email}</span>
        </p>
        {actionData && 'done' in actionData ? <Notice tone="success">{t(actionData.done)}</Notice> : null}
        {actionData && 'refusal' in actionData ? (
          <Notice tone="error">
            {actionData.refusal.key
              ? t(actionData.refusal.key, actionData.refusal.values)
              : actionData.refusal.message}
          </Notice>
        ) : null}
        <Card title={t('account.language')}>
          <div className="flex gap-2">
            {LOCALES.map((locale) => (
              <Form key={locale} method="post" action="/lang">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="back" value="/account" />
                <Button
                  type="submit"
                  tone={shown === locale ? 'primary' : 'secondary'}
                  aria-pressed={shown === locale}
                >
                  {t(`lang.${locale}`)}
                </Button>
              </Form>
            ))}
          </div>
        </Card>
        <Card title={t('account.twoFactor')}>
          {totpOn ? (
            <Form method="post" className="flex flex-col gap-3">
              <p className="text-sm">{t('account.twoFactorOn')}</p>
              <input type="hidden" name="intent" value="totp-disable" />
              <Field
                label={t('account.code')}
                name="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                className="max-w-48"
              />
              <Button type="submit" tone="secondary" disabled={busy} className="self-start">
                {t('account.twoFactorDisable')}
              </Button>
            </Form>
          ) : setup ? (
            <Form method="post" className="flex flex-col gap-3">
              <p className="text-sm">{t('account.twoFactorScan')}</p>
              <div
                className="size-48 bg-white"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's QR code (qrcode's SVG of our own otpauth address)
                dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
              />
              <p className="break-all font-mono text-sm">{setup.secret}</p>
              <input type="hidden" name="intent" value="totp-confirm" />
              <Field
                label={t('account.code')}
                name="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                className="max-w-48"
              />
              <Button type="submit" disabled={busy} className="self-start">
                {t('account.twoFactorConfirm')}
              </Button>
            </Form>
          ) : (
            <Form method="post" className="flex flex-col gap-3">
              <p className="text-sm">{t('account.twoFactorOff')}</p>
              <input type="hidden" name="intent" value="totp-start" />
              <Button type="submit" disabled={busy} className="self-start">
                {t('account.twoFactorStart')}
              </Button>
            </Form>
          )}
        </Card>
        <Card title={t('account.telegram')}>
          {actionData && 'telegram' in actionData ? (
            <div className="flex flex-col gap-2 text-sm">
              <p>{t('account.telegramSend')}</p>
              <code className="break-all rounded bg-slate-100 p-2 text-base">
                /start {actionData.telegram.code}
              </code>
              {actionData.telegram.link ? (
                <a className="font-semibold text-brand-strong underline" href={actionData.telegram.link}>
                  {t('account.telegramOpen')}
                </a>
              ) : null}
            </div>
          ) : (
            <Form method="post" className="flex flex-col gap-3">
              <p className="text-sm">
                {t(me.staff.telegram_linked ? 'account.telegramOn' : 'account.telegramOff')}
              </p>
              <input
                type="hidden"
                name="intent"
                value={me.staff.telegram_linked ? 'telegram-unlink' : 'telegram-link'}
              />
              <Button
                type="submit"
                tone={me.staff.telegram_linked ? 'quiet' : 'secondary'}
                disabled={busy}
                className="self-start"
              >
                {t(me.staff.telegram_linked ? 'account.telegramUnlink' : 'account.telegramLink')}
              </Button>
            </Form>
          )}
        </Card>
        <Card title={t('account.password')}>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="password" />
            <Field
              label={t('account.currentPassword')}
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Field
              label={t('account.newPassword')}
              name="new_password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
            />
            <Button type="submit" disabled={busy} className="self-start">
              {t('account.save')}
            </Button>
          </Form>
        </Card>
        <Card title={t('account.sessions')}>
          <ul className="flex flex-col gap-2">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate">{session.user_agent || '—'}</p>
                  <p className="text-xs text-slate-500">
                    {session.address} · <Time at={session.last_seen_at} />
                    {session.current ? ` · ${t('account.thisDevice')}` : ''}
                  </p>
                </div>
                {session.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-session" />
                    <input type="hidden" name="session_id" value={session.id} />
                    <Button type="submit" tone="quiet" disabled={busy}>
                      {t('account.endSession')}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </Card>
      </main>
    </>
  );
}
