import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { STORAGE_KEYS } from '../../constants';
import { useI18n } from '../../i18n/i18n';
import { useFeedback } from '../../state/feedback';

/**
 * What the session does in the browser: the one-time message of the previous response (logout)
 * in the notification bar, and after login the guest cart merged into the server cart (its code
 * is loaded only when there is a guest cart to merge; a cart the API refuses for good is reported
 * once and kept on the device).
 */
export function SessionEffects({
  loggedIn,
  flash,
}: {
  loggedIn: boolean;
  flash: { id: number; message: 'logout' } | null;
}) {
  const { locale, t } = useI18n();
  const { notify } = useFeedback();
  const revalidator = useRevalidator();
  // The server already rendered the flash of the first page (see FeedbackProvider's `initial`).
  const shown = useRef(flash?.id ?? null);

  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    notify(t('notify.logoutSuccess'), 'success');
  }, [flash, notify, t]);

  const { revalidate } = revalidator;
  useEffect(() => {
    if (!loggedIn) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(STORAGE_KEYS.cart);
    } catch {
      stored = null;
    }
    if (!stored || stored === '[]') return;
    void import('./merge-cart')
      .then((m) => m.mergeGuestCart(locale))
      .then((outcome) => {
        if (outcome === 'merged') void revalidate();
        // Said once: the refused cart is not sent again, so this does not come back on the next page.
        else if (outcome === 'refused') notify(t('notify.cartMergeRefused'), 'error');
      });
  }, [loggedIn, locale, revalidate, notify, t]);

  return null;
}
