import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { chevronLeftIcon, chevronRightIcon, Icon } from '../ui/icons';
import { Text } from '../ui/text';

/** Page numbers around the current one, with the first and last, gaps as null. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && page - previous > 1) out.push(null);
    out.push(page);
  }
  return out;
}

const item =
  'grid h-11 min-w-11 place-items-center rounded-xl border border-slate-200 px-3 text-sm font-semibold text-slate-700 hover:border-accent hover:text-accent-ink';

/**
 * Links to the pages of a list; `href(page)` keeps the rest of the query. With `more`, pages go
 * on past `last` (a search counts a few pages ahead): a gap follows it.
 */
export function Pagination({
  page,
  last,
  href,
  more = false,
}: {
  page: number;
  last: number;
  href: (page: number) => string;
  more?: boolean;
}) {
  const t = useT();
  if (last <= 1) return null;
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-10 flex flex-wrap items-center justify-center gap-1.5"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={item}>
          <span className="flex items-center gap-1">
            <Icon shape={chevronLeftIcon} className="size-4" />
            <span className="hidden sm:inline">
              <Text>{t('pagination.previous')}</Text>
            </span>
            <span className="sr-only sm:hidden">{t('pagination.previous')}</span>
          </span>
        </Link>
      ) : null}
      {pageWindow(page, last).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span
            key={p}
            aria-current="page"
            className="grid h-11 min-w-11 place-items-center rounded-xl bg-slate-900 px-3 text-sm font-bold text-white"
          >
            <span className="sr-only">{t('pagination.page', { page: p })}</span>
            <span aria-hidden="true">{p}</span>
          </span>
        ) : (
          <Link key={p} to={href(p)} className={item} aria-label={t('pagination.page', { page: p })}>
            {p}
          </Link>
        ),
      )}
      {more ? (
        <span className="px-1 text-slate-400" aria-hidden="true">
          …
        </span>
      ) : null}
      {page < last ? (
        <Link to={href(page + 1)} rel="next" className={item}>
          <span className="flex items-center gap-1">
            <span className="hidden sm:inline">
              <Text>{t('pagination.next')}</Text>
            </span>
            <span className="sr-only sm:hidden">{t('pagination.next')}</span>
            <Icon shape={chevronRightIcon} className="size-4" />
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
