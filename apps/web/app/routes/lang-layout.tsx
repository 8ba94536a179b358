import { translate } from '@shop/i18n';
import {
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { ErrorContent, ErrorPageBoundary } from '../components/error-content';
import { requireLocaleSegment } from '../utils/locale-segment';
import type { ShellData } from '../utils/shell';
import type { Route } from './+types/lang-layout';

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  if (!root) return [];
  const key = isRouteErrorResponse(error) && error.status === 404 ? 'meta.notFoundTitle' : 'meta.errorTitle';
  return [
    { title: translate(root.messages, key, { shop: root.store.name }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ params }: Route.LoaderArgs) {
  requireLocaleSegment(params.lang);
  return null;
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export default function LangLayout() {
  return <Outlet />;
}

/** Errors of pages render inside the main layout (header, menus and footer stay). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData('root') as ShellData | undefined;
  if (!root) throw error;
  const home = root.locale === 'en' ? '/' : `/${root.locale}`;
  return (
    <ErrorPageBoundary texts={root.messages.error} home={home}>
      <ErrorContent error={error} texts={root.messages.error} />
    </ErrorPageBoundary>
  );
}
