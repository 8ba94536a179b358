import type { AdminKind } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useI18n, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { PlaceRefusal } from '../utils/place-form';
import { DeleteForm, PlaceForm, RowActions, valuesOf } from './place-form';
import { Badge, Notice } from './ui';

// A row of the categories' tree or of the brands: its name, counts and moves, its form folded
// under it; the form of a new row; and what a refusal says.

/** What a refusal says: the API's words, and for a 409 what it means here. */
export function RefusalNotice({ refused }: { refused: PlaceRefusal }) {
  const t = useT();
  const { refusal } = refused;
  const message = refusal.key ? t(refusal.key, refusal.values) : (refusal.message ?? '');
  let why: MessageKey | null = null;
  if (refusal.status === 409)
    why =
      refused.intent === 'delete'
        ? 'categories.inUse'
        : /^slug/.test(message)
          ? 'categories.slugTaken'
          : 'categories.changed';
  return (
    <Notice tone="error">
      {t('categories.refused')} {why ? `${t(why)} ` : ''}({message})
    </Notice>
  );
}

interface Place {
  id: number;
  slug: string;
  name: { en: string; kh: string; zh: string };
  kind?: string | null;
  search_words?: string[];
  products: number;
  missing: string[];
}

/** One row of the tree (or a brand): its name, counts, moves, and its form to edit it, folded. */
export function Row({
  level,
  row,
  parent,
  first,
  last,
  kinds,
  refused,
  actionKey,
  children,
}: {
  level: 'category' | 'group' | 'subcategory' | 'brand';
  row: Place;
  parent: number | null;
  first: boolean;
  last: boolean;
  kinds?: AdminKind[];
  refused: PlaceRefusal | null;
  actionKey: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { locale } = useI18n();
  const name = row.name[locale] || row.name.en;
  const formId = `save:${level}:${row.id}`;
  const mine = refused && (refused.form === formId || refused.form === `delete:${level}:${row.id}`);
  const kind = kinds?.find((k) => k.code === row.kind);
  const heading =
    level === 'category' ? 'text-base font-semibold' : level === 'group' ? 'font-semibold' : 'font-medium';
  return (
    <div id={`${level}-${row.id}`} className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className={`break-words ${heading}`}>
            {name}
            {level !== 'category' && level !== 'brand' ? (
              <span className="sr-only">
                {' '}
                ({t(level === 'group' ? 'categories.group' : 'categories.subcategory')})
              </span>
            ) : null}
          </p>
          <p className="mt-1 flex flex-wrap gap-1 text-xs">
            <Badge tone="grey">{t('categories.products', { count: row.products })}</Badge>
            {row.missing.length ? (
              <Badge tone="amber">{t('categories.missing', { count: row.missing.length })}</Badge>
            ) : null}
            {kind ? <Badge tone="blue">{kind.name[locale] || kind.name.en}</Badge> : null}
            <span className="text-slate-500">/{row.slug}</span>
          </p>
        </div>
        <RowActions
          level={level}
          id={row.id}
          parent={parent}
          first={first}
          last={last}
          actionKey={actionKey}
          label={name}
        />
      </div>
      <details open={Boolean(mine)} className="rounded-lg bg-slate-50 p-2">
        <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-brand-strong">
          {t('categories.edit')} <span className="sr-only">{name}</span>
        </summary>
        <div className="mt-2 flex flex-col gap-3">
          <PlaceForm
            key={mine ? `refused-${refused.form}` : `row-${row.id}`}
            intent="save"
            level={level}
            target={row.id}
            values={mine && refused.form === formId ? refused.values : valuesOf(row)}
            kinds={kinds}
            actionKey={actionKey}
            submit={t('categories.save')}
          />
          <DeleteForm level={level} id={row.id} actionKey={actionKey} label={name} />
        </div>
      </details>
      {children}
    </div>
  );
}

/** The form of a new row, folded (open again after a refusal, with what was typed). */
export function Adding({
  title,
  form,
  level,
  parent,
  kinds,
  refused,
  actionKey,
}: {
  title: string;
  form: string;
  level: 'category' | 'group' | 'subcategory' | 'brand';
  parent: number | null;
  kinds?: AdminKind[];
  refused: PlaceRefusal | null;
  actionKey: string;
}) {
  const t = useT();
  const mine = refused?.form === form;
  return (
    <details open={mine} className="rounded-lg">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-strong">
        + {title}
      </summary>
      <div className="mt-2">
        <PlaceForm
          key={mine ? `refused-${form}` : form}
          intent="create"
          level={level}
          target={parent}
          values={mine ? refused.values : {}}
          kinds={kinds}
          actionKey={actionKey}
          submit={t('categories.create')}
        />
      </div>
    </details>
  );
}
