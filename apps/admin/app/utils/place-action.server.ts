import { parseId } from '@shop/contracts/constants';
import { redirect } from 'react-router';
import { refusedForm } from '../api.server';
import { categoryApi } from '../categories.server';
import type { Visit } from '../context.server';
import type { FormRefusal } from './forms';
import { actionKey, field } from './forms.server';
import { moved, type PlaceIntent, type PlaceRefusal, type PlaceValues, placeBodyOf } from './place-form';

export type { PlaceRefusal };

// The one action of the categories' and brands' pages: create, save, delete, move up or down a
// category, group, subcategory or brand, then back to the page with what was done; a refusal is
// shown with what was typed.

const LEVELS = ['category', 'group', 'subcategory', 'brand'] as const;
type Level = (typeof LEVELS)[number];
const INTENTS = ['create', 'save', 'delete', 'up', 'down'] as const satisfies readonly PlaceIntent[];
type Intent = PlaceIntent;

const DONE: Record<Intent, string> = {
  create: 'created',
  save: 'saved',
  delete: 'deleted',
  up: 'moved',
  down: 'moved',
};

export async function placeAction(
  visit: Visit,
  request: Request,
  storeCode: string,
  form: FormData,
): Promise<PlaceRefusal | Response> {
  const intent = INTENTS.find((i) => i === field(form, 'intent'));
  const level = LEVELS.find((l) => l === field(form, 'level'));
  const target = parseId(field(form, 'target')) ?? null;
  const values = Object.fromEntries(
    ['name_en', 'name_kh', 'name_zh', 'slug', 'kind', 'words_en', 'words_kh', 'words_zh'].map((n) => [
      n,
      field(form, n),
    ]),
  );
  const formId = `${intent}:${level}:${target ?? ''}`;
  if (!intent || !level) return refused({ status: 400, message: 'intent' }, formId, values, 'save');
  const api = categoryApi(visit, storeCode);
  const key = actionKey(form);
  try {
    if (intent === 'create')
      await api.create(level, target, placeBodyOf(values, { brand: level === 'brand', isNew: true }), key);
    else if (target === null) throw new Error('no target');
    else if (intent === 'save')
      await api.update(level, target, placeBodyOf(values, { brand: level === 'brand', isNew: false }), key);
    else if (intent === 'delete') await api.remove(level, target, key);
    else {
      const parent = parseId(field(form, 'parent')) ?? null;
      const siblings = await siblingsOf(api, level, target);
      const order = moved(siblings, target, intent === 'up' ? -1 : 1);
      if (order.some((id, i) => id !== siblings[i])) await api.order(level, parent, order, key);
    }
  } catch (error) {
    return refused(refusedForm(visit, request, error).refusal, formId, values, intent);
  }
  const url = new URL(request.url);
  return redirect(
    `${url.pathname}?done=${DONE[intent]}${target && intent !== 'delete' ? `#${level}-${target}` : ''}`,
  );
}

const refused = (refusal: FormRefusal, form: string, values: PlaceValues, intent: Intent): PlaceRefusal => ({
  refusal,
  form,
  values,
  intent,
});

/** The ids of a row's siblings in their order, as the API has them now. */
async function siblingsOf(api: ReturnType<typeof categoryApi>, level: Level, id: number): Promise<number[]> {
  if (level === 'brand') return (await api.brands()).map((b) => b.id);
  const { categories } = await api.tree();
  if (level === 'category') return categories.map((c) => c.id);
  const groups = categories.map((c) => c.groups);
  if (level === 'group') return (groups.find((g) => g.some((x) => x.id === id)) ?? []).map((g) => g.id);
  const subs = groups.flat().map((g) => g.subcategories);
  return (subs.find((s) => s.some((x) => x.id === id)) ?? []).map((s) => s.id);
}
