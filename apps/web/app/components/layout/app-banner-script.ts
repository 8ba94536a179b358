import { STORAGE_KEYS } from '../../constants';

/**
 * Runs in <head> before the first paint: a shopper who dismissed the banner never sees it flash,
 * and nobody else sees the page jump when it appears (it is rendered on the server).
 */
export function appBannerScript(): string {
  return `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.appBannerDismissed)}))document.documentElement.dataset.appBanner="off"}catch(e){}`;
}
