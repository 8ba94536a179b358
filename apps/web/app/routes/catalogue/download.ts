import { localizePath } from '@shop/i18n';
import { redirect } from 'react-router';
import { shopContext } from '../../context.server';
import { appDownloadUrl } from '../../utils/device';
import type { Route } from './+types/download';

/** /download (and /kh/download, /zh/download): the app-store link on iOS, the play-store link otherwise. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { store, locale } = context.get(shopContext);
  const target = appDownloadUrl(store, request.headers.get('user-agent'));
  throw redirect(target ?? localizePath('/', locale), 302);
}
