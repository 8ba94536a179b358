import { StaffBodySchema, TelegramSettingsBodySchema } from '@shop/contracts';
import { STAFF_ROLES, type StaffRole } from '@shop/contracts/admin-rules';
import { parseId } from '@shop/contracts/constants';
import { LOCALES } from '@shop/i18n/locales';
import { data, Form, useNavigation } from 'react-router';
import { adminApi, callerOf, guarded, refusedForm, shopOf } from '../api.server';
import { Badge, Button, Card, Field, Notice, Select, Time } from '../components/ui';
import { meContext, visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import type { Route } from './+types/staff';

export function meta() {
  return [{ title: 'Staff – Shop back office' }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const shop = context.get(meContext).shops.find((s) => s.store_code === params.store);
  const [staff, telegram] = await guarded(visit, request, () =>
    Promise.all([
      adminApi().staff(shopOf(visit, params.store), callerOf(visit)),
      adminApi().telegram(shopOf(visit, params.store), callerOf(visit)),
    ]),
  );
  return {
    staff,
    telegram,
    me: context.get(meContext).staff,
    totpRequired: shop?.totp_required ?? false,
    key: newActionKey(),
  };
}

type Result = { done: MessageKey } | { refusal: FormRefusal } | { invalid: MessageKey; field: string };

export async function action({ request, params, context }: Route.ActionArgs): Promise<Result> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const shop = shopOf(visit, params.store);
  const caller = callerOf(visit);
  const api = adminApi();
  const id = parseId(field(form, 'staff_id'));
  try {
    switch (field(form, 'intent')) {
      case 'invite': {
        const parsed = StaffBodySchema.safeParse({
          email: field(form, 'email'),
          name: field(form, 'name'),
          role: field(form, 'role'),
        });
        if (!parsed.success) {
          const bad = String(parsed.error.issues[0]?.path[0] ?? 'email');
          return { invalid: 'form.invalid', field: bad };
        }
        await api.invite(shop, caller, parsed.data, { idempotencyKey: actionKey(form) });
        return { done: 'order.done' };
      }
      case 'role': {
        const role = field(form, 'role') as StaffRole;
        if (!id || !STAFF_ROLES.includes(role)) throw data('Bad role', { status: 400 });
        await api.updateStaff(shop, caller, id, { role });
        return { done: 'order.done' };
      }
      case 'remove':
        if (!id) throw data('No staff member', { status: 400 });
        await api.removeStaff(shop, caller, id);
        return { done: 'order.done' };
      case 'security':
        await api.setShopTotp(shop, caller, form.get('totp_required') === 'on');
        return { done: 'order.done' };
      case 'telegram': {
        const parsed = TelegramSettingsBodySchema.safeParse({
          chat_id: field(form, 'chat_id'),
          locale: field(form, 'telegram_locale'),
        });
        if (!parsed.success) return { invalid: 'form.invalid', field: 'chat_id' };
        await api.setTelegram(shop, caller, parsed.data);
        return { done: 'order.done' };
      }
      case 'telegram-retry': {
        const row = parseId(field(form, 'outbox_id'));
        if (!row) throw data('No message', { status: 400 });
        await api.retryTelegram(shop, caller, row);
        return { done: 'order.done' };
      }
      default:
        throw data('Unknown intent', { status: 400 });
    }
  } catch (error) {
    return refusedForm(visit, request, error);
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, me, totpRequired, key, telegram } = loaderData;
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const fieldLabels: Record<string, string> = {
    email: t('staff.email'),
    name: t('staff.name'),
    role: t('staff.role'),
  };
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staff.title')}</h1>
      {actionData && 'done' in actionData ? <Notice tone="success">{t(actionData.done)}</Notice> : null}
      {actionData && 'refusal' in actionData ? (
        <Notice tone="error">
          {actionData.refusal.key
            ? t(actionData.refusal.key, actionData.refusal.values)
            : actionData.refusal.message}
        </Notice>
      ) : null}
      {actionData && 'invalid' in actionData ? (
        <Notice tone="error">
          {t(actionData.invalid, { field: fieldLabels[actionData.field] ?? actionData.field })}
        </Notice>
      ) : null}
      <ul className="flex flex-col gap-2">
        {staff.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
          >
            <div className="min-w-48 flex-1">
              <p className="font-semibold">
                {member.name}{' '}
                {member.id === me.id ? (
                  <span className="text-sm font-normal text-slate-500">({t('staff.you')})</span>
                ) : null}
              </p>
              <p className="break-all text-sm text-slate-600">{member.email}</p>
              <p className="mt-1 flex flex-wrap gap-1">
                <Badge tone={member.status === 'active' ? 'green' : 'amber'}>
                  {t(member.status === 'active' ? 'staff.active' : 'staff.invited')}
                </Badge>
                {member.totp_enabled ? <Badge tone="blue">{t('staff.twoFactor')}</Badge> : null}
              </p>
            </div>
            <Form method="post" className="flex items-end gap-2">
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="staff_id" value={member.id} />
              <Select label={t('staff.role')} name="role" defaultValue={member.role}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`role.${role}`)}
                  </option>
                ))}
              </Select>
              <Button type="submit" tone="secondary" disabled={busy}>
                {t('staff.save')}
              </Button>
            </Form>
            {member.id !== me.id ? (
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="staff_id" value={member.id} />
                <Button
                  type="submit"
                  tone="quiet"
                  disabled={busy}
                  aria-label={`${t('staff.remove')}: ${member.name}`}
                >
                  {t('staff.remove')}
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <Card title={t('staff.invite')}>
        <p className="mb-3 text-sm text-slate-600">{t('staff.inviteHint')}</p>
        <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
          <input type="hidden" name="intent" value="invite" />
          <input type="hidden" name={ACTION_KEY} value={`${key}:invite`} />
          <Field
            label={t('staff.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
          />
          <Field label={t('staff.name')} name="name" required />
          <Select label={t('staff.role')} name="role" defaultValue="cashier">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </Select>
          <Button type="submit" disabled={busy}>
            {t('staff.send')}
          </Button>
        </Form>
      </Card>
      <Card title={t('staff.security')}>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="security" />
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" name="totp_required" defaultChecked={totpRequired} className="size-5" />
            {t('staff.requireTotp')}
          </label>
          <Button type="submit" tone="secondary" disabled={busy}>
            {t('staff.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('telegram.title')}>
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="telegram" />
          {telegram.bot ? null : <p className="text-sm text-slate-600">{t('telegram.noBot')}</p>}
          <Field
            label={t('telegram.chatId')}
            name="chat_id"
            defaultValue={telegram.chat_id}
            inputMode="numeric"
            pattern="-?[0-9]*"
            className="max-w-64"
          />
          <Select label={t('telegram.language')} name="telegram_locale" defaultValue={telegram.locale}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`lang.${locale}`)}
              </option>
            ))}
          </Select>
          <Button type="submit" tone="secondary" disabled={busy} className="self-start">
            {t('staff.save')}
          </Button>
        </Form>
        {telegram.outbox.length ? (
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {telegram.outbox.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-2">
                <div className="min-w-0 flex-1">
                  <p>
                    {t('orders.number', { id: row.order_id })} ·{' '}
                    {t(row.state === 'failed' ? 'telegram.failed' : 'telegram.waiting')} ·{' '}
                    <Time at={row.created_at} />
                  </p>
                  {row.error ? <p className="break-words text-xs text-red-700">{row.error}</p> : null}
                </div>
                {row.state === 'failed' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="telegram-retry" />
                    <input type="hidden" name="outbox_id" value={row.id} />
                    <Button type="submit" tone="secondary" disabled={busy}>
                      {t('telegram.retry')}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{t('telegram.allSent')}</p>
        )}
      </Card>
      <Card title={t('staff.roles')}>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
          {STAFF_ROLES.map((role) => (
            <div key={role} className="contents">
              <dt className="font-semibold">{t(`role.${role}`)}</dt>
              <dd className="text-slate-700">{t(`staff.roleHelp.${role}`)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
