import { HTML_LANG, LOCALES } from '@shop/i18n';
import { Form, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n';

/**
 * EN / ខ្មែរ / 中文. A plain form posted to /locale, which sets the cookie and redirects to the
 * same page in the chosen language: it works before (and without) JavaScript.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  return (
    // A new document: the shell's texts come with it (i18n/shell-texts.tsx).
    <Form method="post" action="/locale" reloadDocument className={`shrink-0 ${className}`}>
      <input type="hidden" name="path" value={location.pathname + location.search} />
      <fieldset className="m-0 flex min-w-0 items-center rounded-full border border-slate-200 bg-white p-0.5">
        <legend className="sr-only">{t('language.label')}</legend>
        {LOCALES.map((option) => {
          const current = option === locale;
          return (
            <button
              key={option}
              type="submit"
              name="lang"
              value={option}
              lang={HTML_LANG[option]}
              aria-pressed={current}
              title={t('language.switchTo', { language: t(`language.${option}Name`) })}
              className={`font-switcher rounded-full px-2 py-1 text-xs leading-5 font-medium whitespace-nowrap transition-colors sm:px-2.5 ${
                current ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              {t(`language.${option}`)}
            </button>
          );
        })}
      </fieldset>
    </Form>
  );
}
