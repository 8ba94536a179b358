import { NewShopBodySchema } from '@shop/contracts';
import { data, Form, useNavigation, useRouteLoaderData } from 'react-router';
import { adminApi, callerOf, refusedForm } from '../api.server';
import { TopBar } from '../components/top-bar';
import { Button, Field, Notice } from '../components/ui';
import { meContext, visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { FormRefusal } from '../utils/forms';
import { field } from '../utils/forms.server';
import type { Route } from './+types/new-shop';
import type { loader as signedIn } from './signed-in';

export function meta() {
  return [{ title: 'Open a shop – Shop back office' }];
}

/** The platform operator's page: anyone else has nothing here. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(meContext).staff.operator) throw data({ reason: 'forbidden' }, { status: 403 });
  return null;
}

type Result = { opened: string } | { refusal: FormRefusal } | { invalid: MessageKey; field: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const parsed = NewShopBodySchema.safeParse({
    store_code: field(form, 'store_code'),
    name: { en: field(form, 'name_en'), kh: field(form, 'name_kh'), zh: field(form, 'name_zh') },
    domains: field(form, 'domains')
      .split(/[\s,]+/)
      .filter(Boolean),
    owner_email: field(form, 'owner_email'),
    ...(field(form, 'owner_name') ? { owner_name: field(form, 'owner_name') } : {}),
  });
  if (!parsed.success)
    return { invalid: 'form.invalid', field: String(parsed.error.issues[0]?.path[0] ?? 'store_code') };
  try {
    const shop = await adminApi().openShop(callerOf(visit), parsed.data);
    return { opened: shop.store_code };
  } catch (error) {
    return refusedForm(visit, request, error);
  }
}

export default function NewShop({ actionData }: Route.ComponentProps) {
  const { me } = useRouteLoaderData<typeof signedIn>('routes/signed-in') ?? { me: null };
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  if (!me) return null;
  const labels: Record<string, string> = {
    store_code: t('newShop.code'),
    name: t('newShop.nameEn'),
    domains: t('newShop.domains'),
    owner_email: t('newShop.ownerEmail'),
    owner_name: t('newShop.ownerName'),
  };
  return (
    <>
      <TopBar me={me} title={t('app.name')} />
      <main id="main" className="mx-auto flex max-w-xl flex-col gap-3 p-4">
        <h1 className="text-xl font-bold">{t('newShop.title')}</h1>
        {actionData && 'opened' in actionData ? (
          <Notice tone="success">{t('newShop.opened', { code: actionData.opened })}</Notice>
        ) : null}
        {actionData && 'refusal' in actionData ? (
          <Notice tone="error">{actionData.refusal.message ?? ''}</Notice>
        ) : null}
        {actionData && 'invalid' in actionData ? (
          <Notice tone="error">
            {t(actionData.invalid, { field: labels[actionData.field] ?? actionData.field })}
          </Notice>
        ) : null}
        <Form method="post" className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <Field label={t('newShop.code')} name="store_code" required autoCapitalize="characters" />
          <Field label={t('newShop.nameEn')} name="name_en" required />
          <Field label={t('newShop.nameKh')} name="name_kh" lang="km" />
          <Field label={t('newShop.nameZh')} name="name_zh" lang="zh-Hans" />
          <div className="flex flex-col gap-1">
            <label htmlFor="f-domains" className="text-sm font-medium text-slate-700">
              {t('newShop.domains')}
            </label>
            <textarea
              id="f-domains"
              name="domains"
              rows={2}
              required
              className="rounded-lg border border-slate-300 p-2 text-base"
            />
          </div>
          <Field label={t('newShop.ownerEmail')} name="owner_email" type="email" required />
          <Field label={t('newShop.ownerName')} name="owner_name" />
          <Button type="submit" disabled={busy} className="self-start">
            {t('newShop.submit')}
          </Button>
        </Form>
      </main>
    </>
  );
}
