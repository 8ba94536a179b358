import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { TopBar } from '../components/top-bar';
import { Badge, Button, Field, Notice, Time } from '../components/ui';
import { meContext, visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import { platformApi } from '../settings.server';
import type { FormRefusal } from '../utils/forms';
import { field } from '../utils/forms.server';
import type { Route } from './+types/platform-shops';
import type { loader as signedIn } from './signed-in';

// The platform operator's shops: each with its domains and owners, suspended or open, and the
// form that suspends one (with a reason, for the audit log) or opens it again.

export function meta() {
  return [{ title: 'All shops – Shop back office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(meContext).staff.operator) throw data({ reason: 'forbidden' }, { status: 403 });
  const visit = context.get(visitContext);
  return { shops: await guarded(visit, request, () => platformApi(visit).shops()) };
}

type Result = { done: 'suspended' | 'resumed'; code: string } | { refusal: FormRefusal; code: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  if (!context.get(meContext).staff.operator) throw data({ reason: 'forbidden' }, { status: 403 });
  const visit = context.get(visitContext);
  const form = await request.formData();
  const code = field(form, 'code');
  const resume = field(form, 'intent') === 'resume';
  try {
    if (resume) await platformApi(visit).resume(code);
    else await platformApi(visit).suspend(code, field(form, 'reason'));
    return { done: resume ? 'resumed' : 'suspended', code };
  } catch (error) {
    return { ...refusedForm(visit, request, error), code };
  }
}

export default function PlatformShops({ loaderData, actionData }: Route.ComponentProps) {
  const { me } = useRouteLoaderData<typeof signedIn>('routes/signed-in') ?? { me: null };
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  if (!me) return null;
  return (
    <>
      <TopBar me={me} title={t('app.name')} />
      <main id="main" className="mx-auto flex max-w-4xl flex-col gap-3 p-4">
        <h1 className="text-xl font-bold">{t('platform.title')}</h1>
        <p>
          <Link
            to="/platform/shops/new"
            className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline"
          >
            {t('platform.open')}
          </Link>
        </p>
        {actionData && 'done' in actionData ? (
          <Notice tone="success">
            {t(actionData.done === 'suspended' ? 'platform.suspendedDone' : 'platform.resumedDone', {
              code: actionData.code,
            })}
          </Notice>
        ) : null}
        {actionData && 'refusal' in actionData ? (
          <Notice tone="error">
            {actionData.code}: {actionData.refusal.message ?? ''}
          </Notice>
        ) : null}
        <ul className="flex flex-col gap-3">
          {loaderData.shops.map((shop) => (
            <li key={shop.store_code} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold">{shop.name}</h2>
                <span className="text-sm text-slate-600">{shop.store_code}</span>
                <Badge tone={shop.suspended ? 'red' : 'green'}>
                  {t(shop.suspended ? 'platform.suspended' : 'platform.active')}
                </Badge>
                {shop.suspended_at ? (
                  <span className="text-xs text-slate-500">
                    <Time at={shop.suspended_at} />
                  </span>
                ) : null}
              </div>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
                <dt className="font-medium text-slate-600">{t('platform.domains')}</dt>
                <dd className="break-all">{shop.domains.join(', ') || '—'}</dd>
                <dt className="font-medium text-slate-600">{t('platform.owners')}</dt>
                <dd className="break-all">{shop.owners.join(', ') || '—'}</dd>
              </dl>
              {shop.suspended ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="resume" />
                  <input type="hidden" name="code" value={shop.store_code} />
                  <Button type="submit" tone="secondary" disabled={busy}>
                    {t('platform.resume')}
                  </Button>
                </Form>
              ) : (
                <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
                  <input type="hidden" name="intent" value="suspend" />
                  <input type="hidden" name="code" value={shop.store_code} />
                  <Field
                    label={t('platform.reason')}
                    name="reason"
                    required
                    maxLength={500}
                    hint={t('platform.suspendHint')}
                    className="flex-1"
                  />
                  <Button type="submit" tone="danger" disabled={busy}>
                    {t('platform.suspend')}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
