import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import type { SuggestFrom } from '../../utils/suggest';
import { Icon, searchIcon } from '../ui/icons';

// The field is plain server-rendered HTML in a GET form (`/search?q=` redirects to the results
// page, so it works before any script runs); the suggestion box's code loads on the first focus.
const loadSuggestBox = () => import('./suggest-box');
const SuggestBox = lazy(loadSuggestBox);

export const SEARCH_INPUT_ID = 'site-search';
const LIST_ID = 'site-search-suggestions';

/**
 * The header's search bar: a form to the results page, suggestions once focused. `from` is where
 * it stands: the search field of wide screens, or the header bar the search icon opens on small
 * ones, which suggests from 2 characters (15 at most) instead of 3 (12).
 */
export function SearchBar({
  autoFocus = false,
  from = 'field',
}: {
  autoFocus?: boolean;
  from?: SuggestFrom;
}) {
  const t = useT();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    // Focused before this part hydrated (the field works from the first paint): load now.
    if (document.activeElement === input.current) setEnhanced(true);
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = input.current?.value.trim() ?? '';
    // Enter on empty text does nothing (specification, section 5).
    if (!term) return;
    input.current?.blur();
    void navigate(localize(`/search/${encodeURIComponent(term)}`));
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in every browser the shops' customers use
    <form
      role="search"
      action={localize('/search')}
      method="get"
      onSubmit={submit}
      className="relative h-11 w-full"
    >
      <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={LIST_ID}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        placeholder={t('search.placeholder')}
        onFocus={() => setEnhanced(true)}
        onPointerEnter={() => void loadSuggestBox()}
        className="peer h-11 w-full rounded-xl border border-slate-200 bg-slate-50 pr-12 pl-4 text-[15px] text-slate-900 placeholder:text-slate-500 focus:border-accent focus:bg-white focus:ring-2 focus:ring-accent/25 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-lg bg-accent text-on-accent hover:opacity-90"
      >
        <Icon shape={searchIcon} className="size-5" />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
      {enhanced ? (
        <Suspense fallback={null}>
          <SuggestBox inputRef={input} listId={LIST_ID} from={from} />
        </Suspense>
      ) : null}
    </form>
  );
}
