import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { chevronRightIcon, Icon } from '../ui/icons';
import { Text } from '../ui/text';

/** Home › … › the current page (the last crumb, not a link). */
export function Breadcrumbs({ crumbs }: { crumbs: { name: string; to?: string }[] }) {
  const t = useT();
  const all = [{ name: t('listing.home'), to: '/' }, ...crumbs];
  return (
    <nav aria-label={t('listing.breadcrumbs')}>
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-slate-500">
        {all.map((crumb, i) => (
          <li key={crumb.to ?? crumb.name} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <Icon shape={chevronRightIcon} className="size-3.5 text-slate-400" /> : null}
            {crumb.to && i < all.length - 1 ? (
              <Link to={crumb.to} className="rounded hover:text-accent-ink hover:underline">
                <Text>{crumb.name}</Text>
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-800">
                <Text>{crumb.name}</Text>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
