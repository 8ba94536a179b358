import { DEFAULT_LOCALE, fill, isLocale, localizePath } from '@shop/i18n';
import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { ErrorContent, ErrorPageBoundary } from '../components/error-content';
import { useShellTexts } from '../i18n/shell-texts';
import type { ShellData } from '../utils/shell';
import type { Route } from './+types/lang-layout';

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  if (!root) return [];
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? root.titles.notFound : root.titles.error;
  return [{ title: fill(title, { shop: root.store.name }) }, { name: 'robots', content: 'noindex' }];
}

/** The first path segment is a language prefix (kh, zh) or absent (en); anything else is not a page. */
function isLanguageSegment(segment: string | undefined): boolean {
  return segment === undefined || (isLocale(segment) && segment !== DEFAULT_LOCALE);
}

/**
 * 404 for every page, form and resource route under an unknown first segment, so '/anything'
 * never renders as a language. Actions never run there. A read (GET/HEAD) goes through first and
 * its answer is replaced by the 404: the root loader then has run, so the 404 page renders inside
 * the main layout, in this layout's error boundary.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => {
    if (isLanguageSegment(params.lang)) return next();
    if (request.method === 'GET' || request.method === 'HEAD') await next();
    throw data(null, { status: 404 });
  },
];

export default function LangLayout() {
  return <Outlet />;
}

/** Errors of pages render inside the main layout (header, menus and footer stay). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData('root') as ShellData | undefined;
  const { messages } = useShellTexts();
  if (!root) throw error;
  const home = localizePath('/', root.locale);
  return (
    <ErrorPageBoundary texts={messages.error} home={home}>
      <ErrorContent error={error} texts={messages.error} />
    </ErrorPageBoundary>
  );
}
