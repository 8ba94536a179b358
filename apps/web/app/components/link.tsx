import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import { useLocalizedPath } from '../i18n/i18n';

export interface LinkProps extends Omit<RouterLinkProps, 'to'> {
  /** A storefront path without a locale prefix: '/', '/compare', '/category?cat_id=3'. */
  to: string;
}

/** The one link of the app: it adds the current locale's prefix to `to`. */
export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedPath();
  return <RouterLink to={localize(to)} {...props} />;
}
