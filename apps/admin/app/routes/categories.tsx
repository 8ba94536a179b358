import type { AdminCategoryGroup, AdminKind, AdminSubcategory } from '@shop/contracts';
import { guarded } from '../api.server';
import { categoryApi } from '../categories.server';
import { Adding, RefusalNotice, Row } from '../components/place-row';
import { Card, Notice } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import { newActionKey } from '../utils/forms.server';
import { placeAction } from '../utils/place-action.server';
import type { PlaceRefusal } from '../utils/place-form';
import type { Route } from './+types/categories';

export function meta() {
  return [{ title: 'Categories – Shop back office' }];
}

const DONE = ['created', 'saved', 'deleted', 'moved'] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const tree = await guarded(visit, request, () => categoryApi(visit, params.store).tree());
  const done = DONE.find((d) => d === new URL(request.url).searchParams.get('done')) ?? null;
  return { tree, done, key: newActionKey() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return placeAction(context.get(visitContext), request, params.store, await request.formData());
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { tree, done, key } = loaderData;
  const t = useT();
  const refused = actionData && 'refusal' in actionData ? (actionData as PlaceRefusal) : null;
  const list = tree.categories;
  return (
    <div className="flex flex-col gap-3">
      <header>
        <h1 className="text-xl font-bold">{t('categories.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('categories.intro')}</p>
      </header>
      {done ? <Notice tone="success">{t(`categories.${done}`)}</Notice> : null}
      {refused ? <RefusalNotice refused={refused} /> : null}
      {list.length === 0 ? <p className="text-sm text-slate-600">{t('categories.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {list.map((c, i) => (
          <li key={c.id}>
            <Card>
              <Row
                level="category"
                row={c}
                parent={null}
                first={i === 0}
                last={i === list.length - 1}
                kinds={tree.kinds}
                refused={refused}
                actionKey={key}
              >
                <Groups
                  category={c.id}
                  groups={c.groups}
                  kinds={tree.kinds}
                  refused={refused}
                  actionKey={key}
                />
              </Row>
            </Card>
          </li>
        ))}
      </ol>
      <Card>
        <Adding
          title={t('categories.add')}
          form="create:category:"
          level="category"
          parent={null}
          kinds={tree.kinds}
          refused={refused}
          actionKey={key}
        />
      </Card>
    </div>
  );
}

function Groups({
  category,
  groups,
  kinds,
  refused,
  actionKey,
}: {
  category: number;
  groups: AdminCategoryGroup[];
  kinds: AdminKind[];
  refused: PlaceRefusal | null;
  actionKey: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
      <ol className="flex flex-col gap-3">
        {groups.map((g, i) => (
          <li key={g.id}>
            <Row
              level="group"
              row={g}
              parent={category}
              first={i === 0}
              last={i === groups.length - 1}
              kinds={kinds}
              refused={refused}
              actionKey={actionKey}
            >
              <Subcategories
                group={g.id}
                subcategories={g.subcategories}
                kinds={kinds}
                refused={refused}
                actionKey={actionKey}
              />
            </Row>
          </li>
        ))}
      </ol>
      <Adding
        title={t('categories.addGroup')}
        form={`create:group:${category}`}
        level="group"
        parent={category}
        kinds={kinds}
        refused={refused}
        actionKey={actionKey}
      />
    </div>
  );
}

function Subcategories({
  group,
  subcategories,
  kinds,
  refused,
  actionKey,
}: {
  group: number;
  subcategories: AdminSubcategory[];
  kinds: AdminKind[];
  refused: PlaceRefusal | null;
  actionKey: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 border-l-2 border-slate-100 pl-3">
      <ol className="flex flex-col gap-2">
        {subcategories.map((s, i) => (
          <li key={s.id}>
            <Row
              level="subcategory"
              row={s}
              parent={group}
              first={i === 0}
              last={i === subcategories.length - 1}
              kinds={kinds}
              refused={refused}
              actionKey={actionKey}
            />
          </li>
        ))}
      </ol>
      <Adding
        title={t('categories.addSubcategory')}
        form={`create:subcategory:${group}`}
        level="subcategory"
        parent={group}
        kinds={kinds}
        refused={refused}
        actionKey={actionKey}
      />
    </div>
  );
}
