import { AUDIT_ENTITIES } from '@shop/contracts/admin-rules';
import { Form } from 'react-router';
import { adminApi, callerOf, guarded, shopOf } from '../api.server';
import { Pager } from '../components/pager';
import { Button, Select, Time } from '../components/ui';
import { visitContext } from '../context.server';
import { useI18n, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { Route } from './+types/audit';

export function meta() {
  return [{ title: 'Audit log – Shop back office' }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const url = new URL(request.url);
  const entity = url.searchParams.get('entity') ?? '';
  const page = Math.max(1, Math.min(Number(url.searchParams.get('page')) || 1, 100_000));
  const filters = {
    ...((AUDIT_ENTITIES as readonly string[]).includes(entity) ? { entity } : {}),
    ...(/^[\w-]{1,64}$/.test(url.searchParams.get('entity_id') ?? '')
      ? { entity_id: url.searchParams.get('entity_id') ?? '' }
      : {}),
    page,
    row_per_page: 50,
  };
  const log = await guarded(visit, request, () =>
    adminApi().audit(shopOf(visit, params.store), callerOf(visit), filters),
  );
  return { log, entity: filters.entity ?? '' };
}

/** A change as short text: the fields that differ, before → after. */
function change(before: unknown, after: unknown): string {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .map((key) => {
      const from = key in b ? JSON.stringify(b[key]) : '';
      const to = key in a ? JSON.stringify(a[key]) : '';
      return from && to && from !== to ? `${key}: ${from} → ${to}` : `${key}: ${to || from}`;
    })
    .join('; ');
}

export default function Audit({ loaderData, params }: Route.ComponentProps) {
  const { log, entity } = loaderData;
  const t = useT();
  const { messages } = useI18n();
  /** An action in words: an order's move as its status, the others by their own key. */
  const actionLabel = (action: string) => {
    const [entity, what] = action.split('.');
    if (entity === 'order' && what && `status.${what}` in messages) return t(`status.${what}` as MessageKey);
    const key = `audit.action.${action}`;
    return key in messages ? t(key as MessageKey) : action;
  };
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('audit.title')}</h1>
      <Form method="get" className="flex items-end gap-2">
        <Select label={t('audit.entity')} name="entity" defaultValue={entity}>
          <option value="">{t('audit.all')}</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {t(`audit.entity.${e}`)}
            </option>
          ))}
        </Select>
        <Button type="submit" tone="secondary">
          {t('orders.apply')}
        </Button>
      </Form>
      {log.data.length === 0 ? <p className="text-slate-600">{t('audit.none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {log.data.map((row) => (
          <li key={row.id} className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{actionLabel(row.action)}</span>
              <span className="font-mono text-xs text-slate-500">{row.action}</span>
              <span className="text-slate-600">
                {row.entity} {row.entity_id}
              </span>
              <span className="ms-auto text-xs text-slate-500">
                <Time at={row.at} />
              </span>
            </p>
            <p className="text-slate-700">
              {row.staff ? `${row.staff.name} <${row.staff.email}>` : t('order.system')} · {row.channel}
              {row.address ? ` · ${row.address}` : ''}
            </p>
            <p className="break-words font-mono text-xs text-slate-600">{change(row.before, row.after)}</p>
          </li>
        ))}
      </ul>
      <Pager base={`/s/${params.store}/audit`} page={log.current_page} pages={log.last_page} />
    </div>
  );
}
