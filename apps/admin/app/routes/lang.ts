import { isLocale } from '@shop/i18n/locales';
import { data, redirect } from 'react-router';
import { adminApi, callerOf } from '../api.server';
import { visitContext } from '../context.server';
import { field } from '../utils/forms.server';
import { safeNext } from '../utils/safe-next';
import type { Route } from './+types/lang';

/** `POST /lang`: the admin's language, in its cookie and (signed in) the staff member's account. */
export async function action({ request, context }: Route.ActionArgs) {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const locale = field(form, 'locale');
  if (!isLocale(locale)) throw data('Unknown language', { status: 400 });
  visit.setLocale(locale);
  if (visit.token)
    await adminApi()
      .setLocale(callerOf(visit), locale)
      .catch(() => undefined);
  throw redirect(safeNext(field(form, 'back')));
}

export function loader() {
  throw redirect('/');
}
