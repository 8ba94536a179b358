import { LOCALES } from '@shop/i18n/locales';
import { Form, useLocation } from 'react-router';
import { useI18n, useT } from '../i18n/i18n';

/** English, ខ្មែរ, 中文: a form per language (works without JavaScript), back to the same page. */
export function LanguageSwitcher() {
  const { locale } = useI18n();
  const t = useT();
  const here = useLocation();
  return (
    <nav aria-label={t('lang.label')} className="flex gap-1">
      {LOCALES.map((option) => (
        <Form key={option} method="post" action="/lang">
          <input type="hidden" name="locale" value={option} />
          <input type="hidden" name="back" value={`${here.pathname}${here.search}`} />
          <button
            type="submit"
            aria-current={option === locale ? 'true' : undefined}
            className={`min-h-9 rounded-md px-2 font-switcher text-sm ${option === locale ? 'bg-brand text-white' : 'text-slate-700 hover:bg-slate-200'}`}
          >
            {t(`lang.${option}`)}
          </button>
        </Form>
      ))}
    </nav>
  );
}
