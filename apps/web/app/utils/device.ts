/** iPhone, iPad or iPod by the user agent (an iPad that says "Macintosh" cannot be told apart on the server). */
export function isIosUserAgent(userAgent: string | null | undefined): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent ?? '');
}

/** The app-store link for iOS devices, the play-store link for Android and unknown devices. */
export function appDownloadUrl(
  store: { appstore: string; playstore: string },
  userAgent: string | null | undefined,
): string | null {
  const url = isIosUserAgent(userAgent) ? store.appstore : store.playstore;
  return /^https?:\/\//i.test(url) ? url : null;
}
