import { data } from 'react-router';

/** The first path segment must be a language prefix (kh, zh) or absent (en); anything else is a 404. */
export function requireLocaleSegment(lang: string | undefined): void {
  if (lang !== undefined && lang !== 'kh' && lang !== 'zh') throw data(null, { status: 404 });
}
