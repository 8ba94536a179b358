import type { AdminNewsPost } from '@shop/contracts';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { Badge, Button, Card, Notice } from '../components/ui';
import { contentApi } from '../content.server';
import { visitContext } from '../context.server';
import { useI18n, useT } from '../i18n/i18n';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import { formatAt } from '../utils/when';
import type { Route } from './+types/content';

// The shop's own pages (issue 30, part 6): the help center's categories and articles, the news and
// the policy page, each with whether shoppers see it; moved up and down, published and hidden with
// plain forms that work without JavaScript. Each item is written in its editor (content-item.tsx).

export function meta() {
  return [{ title: 'Pages – Shop back office' }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const api = contentApi(visit, params.store);
  const [help, policy, news] = await guarded(visit, request, () =>
    Promise.all([api.help(), api.policy(), api.news()]),
  );
  const done = new URL(request.url).searchParams.get('done');
  return { help, policy, news, key: newActionKey(), done: done === 'deleted' ? done : null };
}

type Listed = 'category' | 'article' | 'policy' | 'news';
const LISTED: readonly string[] = ['category', 'article', 'policy', 'news'];

export async function action({
  request,
  params,
  context,
}: Route.ActionArgs): Promise<{ refusal: FormRefusal }> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const api = contentApi(visit, params.store);
  const kind = field(form, 'kind') as Listed;
  const id = Number(field(form, 'id'));
  const intent = field(form, 'intent');
  const key = actionKey(form);
  if (!LISTED.includes(kind) || !Number.isInteger(id))
    return { refusal: { message: 'kind, id', status: 400 } };
  try {
    if ((intent === 'publish' || intent === 'hide') && kind !== 'category')
      await api.publish(kind, id, intent === 'publish', key);
    else if ((intent === 'up' || intent === 'down') && kind !== 'news') {
      // The siblings as they are now, the one moved swapped with its neighbour.
      const parent = Number(field(form, 'parent')) || undefined;
      const help = kind === 'policy' ? [] : await api.help();
      const ids =
        kind === 'policy'
          ? (await api.policy()).map((s) => s.id)
          : kind === 'category'
            ? help.map((c) => c.id)
            : (help.find((c) => c.id === parent)?.articles ?? []).map((a) => a.id);
      const at = ids.indexOf(id);
      const to = intent === 'up' ? at - 1 : at + 1;
      if (at >= 0 && to >= 0 && to < ids.length) {
        [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
        await api.order(kind, ids, parent, key);
      }
    }
  } catch (error) {
    return refusedForm(visit, request, error);
  }
  throw redirect(`/s/${params.store}/content#${kind}-${id}`);
}

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  const { help, policy, news, key, done } = loaderData;
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('content.title')}</h1>
      <p className="text-sm text-slate-600">{t('content.intro')}</p>
      {done ? <Notice tone="success">{t('content.deleted')}</Notice> : null}
      {actionData?.refusal ? (
        <Notice tone="error">
          {t('content.notSaved')}{' '}
          {actionData.refusal.key
            ? t(actionData.refusal.key, actionData.refusal.values)
            : actionData.refusal.message}
        </Notice>
      ) : null}

      <Card title={t('content.help')}>
        <ol className="flex flex-col gap-4">
          {help.map((category, i) => (
            <li key={category.id} id={`category-${category.id}`} className="rounded-lg ring-1 ring-slate-200">
              <Row
                kind="category"
                id={category.id}
                title={category.name.en}
                missing={category.missing.length}
                first={i === 0}
                last={i === help.length - 1}
                actionKey={key}
                strong
              />
              <ol className="flex flex-col border-t border-slate-100 ps-3">
                {category.articles.map((article, j) => (
                  <li key={article.id} id={`article-${article.id}`}>
                    <Row
                      kind="article"
                      id={article.id}
                      parent={category.id}
                      title={article.title.en}
                      missing={article.missing.length}
                      state={article.published ? 'published' : 'hidden'}
                      first={j === 0}
                      last={j === category.articles.length - 1}
                      actionKey={key}
                    />
                  </li>
                ))}
              </ol>
              <div className="border-t border-slate-100 p-2">
                <Link
                  to={`article/new?category=${category.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-strong hover:bg-brand-soft/60"
                >
                  + {t('content.newArticle')}
                </Link>
              </div>
            </li>
          ))}
        </ol>
        <NewLink to="category/new" label={t('content.newCategory')} />
      </Card>

      <Card title={t('content.news')}>
        <ol className="flex flex-col divide-y divide-slate-100">
          {news.map((post) => (
            <li key={post.id} id={`news-${post.id}`}>
              <Row
                kind="news"
                id={post.id}
                title={post.title.en}
                missing={post.missing.length}
                state={post.state}
                date={post}
                actionKey={key}
              />
            </li>
          ))}
        </ol>
        <NewLink to="news/new" label={t('content.newPost')} />
      </Card>

      <Card title={t('content.policy')}>
        <ol className="flex flex-col divide-y divide-slate-100">
          {policy.map((section, i) => (
            <li key={section.id} id={`policy-${section.id}`}>
              <Row
                kind="policy"
                id={section.id}
                title={section.title.en}
                missing={section.missing.length}
                state={section.published ? 'published' : 'hidden'}
                first={i === 0}
                last={i === policy.length - 1}
                actionKey={key}
              />
            </li>
          ))}
        </ol>
        <NewLink to="policy/new" label={t('content.newSection')} />
      </Card>
    </div>
  );
}

function NewLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
    >
      + {label}
    </Link>
  );
}

/** Whether shoppers see it, said in words and not by colour alone. */
export function StateBadge({ state, at }: { state: AdminNewsPost['state']; at?: string | null }) {
  const t = useT();
  const { locale } = useI18n();
  if (state === 'published') return <Badge tone="green">{t('content.published')}</Badge>;
  if (state === 'scheduled' && at)
    return <Badge tone="amber">{t('content.scheduled', { date: formatAt(at, locale) })}</Badge>;
  return <Badge tone="grey">{t('content.hidden')}</Badge>;
}

/** One item of a list: its title, its state, and its buttons (each a form of its own). */
function Row({
  kind,
  id,
  parent,
  title,
  missing,
  state,
  date,
  first,
  last,
  actionKey: key,
  strong = false,
}: {
  kind: Listed;
  id: number;
  parent?: number;
  title: string;
  missing: number;
  state?: AdminNewsPost['state'];
  date?: { published_at: string | null };
  first?: boolean;
  last?: boolean;
  actionKey: string;
  strong?: boolean;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const button = (intent: string, label: string, tone: 'secondary' | 'quiet' = 'quiet', aria?: string) => (
    <Form method="post" className="contents">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {parent ? <input type="hidden" name="parent" value={parent} /> : null}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={ACTION_KEY} value={`${key}:${kind}_${intent}_${id}`} />
      <Button type="submit" tone={tone} disabled={busy} aria-label={aria ?? label} title={aria ?? label}>
        {label}
      </Button>
    </Form>
  );
  return (
    <div className="flex flex-wrap items-center gap-2 p-2">
      <Link
        to={`${kind}/${id}`}
        className={`min-w-0 flex-1 basis-48 break-words py-2 underline-offset-2 hover:underline ${strong ? 'font-semibold' : ''}`}
      >
        {title}
      </Link>
      {state ? <StateBadge state={state} at={date?.published_at} /> : null}
      {missing ? <Badge tone="amber">{t('content.missing', { count: missing })}</Badge> : null}
      <div className="flex flex-wrap items-center gap-1">
        {kind !== 'news' ? (
          <>
            {first ? null : button('up', '↑', 'quiet', `${t('content.up')}: ${title}`)}
            {last ? null : button('down', '↓', 'quiet', `${t('content.down')}: ${title}`)}
          </>
        ) : null}
        {state === 'hidden'
          ? button('publish', t('content.publish'), 'secondary', `${t('content.publish')}: ${title}`)
          : state
            ? button('hide', t('content.hide'), 'secondary', `${t('content.hide')}: ${title}`)
            : null}
      </div>
    </div>
  );
}
