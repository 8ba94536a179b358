import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n';

/** Newer and older pages of a list, the other filters of the address kept. */
export function Pager({ base, page, pages }: { base: string; page: number; pages: number }) {
  const t = useT();
  const [search] = useSearchParams();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(n));
    return `${base}?${next}`;
  };
  const label = t('orders.page', { page, pages });
  const step = 'min-h-11 content-center rounded-lg bg-white px-4 ring-1 ring-slate-300';
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={label}>
      {page > 1 ? (
        <Link to={to(page - 1)} className={step}>
          {t('orders.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{label}</span>
      {page < pages ? (
        <Link to={to(page + 1)} className={step}>
          {t('orders.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
