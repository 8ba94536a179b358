import { guarded } from '../api.server';
import { categoryApi } from '../categories.server';
import { Adding, RefusalNotice, Row } from '../components/place-row';
import { Card, Notice } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import { newActionKey } from '../utils/forms.server';
import { placeAction } from '../utils/place-action.server';
import type { PlaceRefusal } from '../utils/place-form';
import type { Route } from './+types/brands';

export function meta() {
  return [{ title: 'Brands – Shop back office' }];
}

const DONE = ['created', 'saved', 'deleted', 'moved'] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const brands = await guarded(visit, request, () => categoryApi(visit, params.store).brands());
  const done = DONE.find((d) => d === new URL(request.url).searchParams.get('done')) ?? null;
  return { brands, done, key: newActionKey() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return placeAction(context.get(visitContext), request, params.store, await request.formData());
}

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, done, key } = loaderData;
  const t = useT();
  const refused = actionData && 'refusal' in actionData ? (actionData as PlaceRefusal) : null;
  return (
    <div className="flex flex-col gap-3">
      <header>
        <h1 className="text-xl font-bold">{t('brands.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('brands.intro')}</p>
      </header>
      {done ? <Notice tone="success">{t(`categories.${done}`)}</Notice> : null}
      {refused ? <RefusalNotice refused={refused} /> : null}
      <Card>
        <Adding
          title={t('brands.add')}
          form="create:brand:"
          level="brand"
          parent={null}
          refused={refused}
          actionKey={key}
        />
      </Card>
      {brands.length === 0 ? <p className="text-sm text-slate-600">{t('brands.empty')}</p> : null}
      <ol className="flex flex-col gap-2">
        {brands.map((b, i) => (
          <li key={b.id}>
            <Card>
              <Row
                level="brand"
                row={b}
                parent={null}
                first={i === 0}
                last={i === brands.length - 1}
                refused={refused}
                actionKey={key}
              />
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
