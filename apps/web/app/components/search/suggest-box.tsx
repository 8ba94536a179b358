import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_SUGGEST_DEBOUNCE_MS } from '../../constants';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import type { Suggestions } from '../../routes/resources/suggest';
import type { PricedProduct } from '../../utils/money';
import { asksSuggestions, type SuggestFrom } from '../../utils/suggest';
import { Img } from '../ui/img';
import { Price } from '../ui/price';

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The suggestion list of the search field (ARIA combobox with a listbox): asks the storefront's
 * `/api/suggest` 250 ms after the last keystroke, from 3 typed characters in the search field and
 * from 2 in the header bar (`from`); ArrowUp/ArrowDown move, Enter opens the highlighted product,
 * Escape closes. Loaded on the field's first focus.
 */
export default function SuggestBox({
  inputRef,
  listId,
  from,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  from: SuggestFrom;
}) {
  const t = useT();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const [items, setItems] = useState<PricedProduct[]>([]);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Latest values for the native listeners, which are attached once. The listeners write them here
  // at once as well: a key pressed before React re-renders must see the previous key's effect.
  const state = useRef({ items, open, active });
  state.current = { items, open, active };

  // A navigation (a suggestion, Enter, any link) closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new location
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.key]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const show = (nextOpen: boolean, nextActive: number) => {
      state.current = { ...state.current, open: nextOpen, active: nextActive };
      setOpen(nextOpen);
      setActive(nextActive);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;

    async function ask(text: string) {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const asked = `/api/suggest?q=${encodeURIComponent(text)}${from === 'header' ? '&from=header' : ''}`;
        const response = await fetch(localize(asked), {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        const body = (await response.json()) as Suggestions;
        if (controller.signal.aborted || input?.value.trim() !== text) return;
        state.current = { ...state.current, items: body.products };
        setItems(body.products);
        setTerm(text);
        show(document.activeElement === input, -1);
      } catch {
        // Aborted or offline: the field still submits to the results page.
      }
    }

    function onInput() {
      clearTimeout(timer);
      const text = input?.value.trim() ?? '';
      if (!asksSuggestions(text, from)) {
        inFlight?.abort();
        state.current = { ...state.current, items: [] };
        setItems([]);
        show(false, -1);
        return;
      }
      timer = setTimeout(() => void ask(text), SEARCH_SUGGEST_DEBOUNCE_MS);
    }

    function onKeyDown(event: KeyboardEvent) {
      const { items: list, open: isOpen, active: current } = state.current;
      if (event.key === 'Escape') {
        if (isOpen) {
          event.preventDefault();
          show(false, -1);
        }
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return;
        event.preventDefault();
        const last = list.length - 1;
        if (event.key === 'ArrowDown') show(true, !isOpen || current >= last ? 0 : current + 1);
        else show(true, !isOpen || current <= 0 ? last : current - 1);
        return;
      }
      if (event.key === 'Enter' && isOpen && current >= 0 && list[current]) {
        event.preventDefault();
        show(false, current);
        void navigate(localize(`/product/${list[current].id}`));
      }
    }

    function onFocus() {
      if (state.current.items.length > 0 && asksSuggestions(input?.value ?? '', from))
        show(true, state.current.active);
    }

    function onBlur() {
      show(false, -1);
    }

    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    // Text typed before this code arrived counts too.
    onInput();
    return () => {
      clearTimeout(timer);
      inFlight?.abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
    };
  }, [inputRef, localize, navigate, from]);

  // The combobox's state lives on the server-rendered input.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-expanded', String(open));
    if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(listId, active));
    else input.removeAttribute('aria-activedescendant');
    if (open && active >= 0)
      document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [inputRef, listId, open, active]);

  return (
    <div
      className={`absolute top-full right-0 left-0 z-40 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl ${open ? '' : 'hidden'}`}
    >
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="max-h-[min(70vh,32rem)] overflow-y-auto py-1"
      >
        {items.map((product, i) => (
          // The focus stays in the combobox input, which drives the options (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          <div
            key={product.id}
            id={optionId(listId, i)}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the field: the click below navigates.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => {
              setOpen(false);
              void navigate(localize(`/product/${product.id}`));
            }}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-slate-100' : ''}`}
          >
            <Img
              src={product.image}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg bg-slate-50 object-contain"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{product.name}</span>
              {product.variant_name ? (
                <span className="block truncate text-xs text-slate-500">{product.variant_name}</span>
              ) : null}
              <span className="mt-0.5 block text-sm sm:hidden">
                <Price product={product} />
              </span>
            </span>
            <span className="hidden shrink-0 text-right text-sm sm:block">
              <Price product={product} />
            </span>
          </div>
        ))}
      </div>
      {items.length === 0 ? (
        <p role="status" className="px-4 py-3 text-sm text-slate-600">
          {t('search.noSuggestions')}
        </p>
      ) : null}
      {items.length > 0 ? (
        <button
          type="submit"
          onMouseDown={(event) => event.preventDefault()}
          className="block w-full border-t border-slate-100 px-4 py-2.5 text-left text-sm font-semibold text-accent-ink hover:bg-slate-50"
        >
          {t('search.seeAll', { term })}
        </button>
      ) : null}
    </div>
  );
}
