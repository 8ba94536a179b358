import { useEffect, useRef, useState } from 'react';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { Icon } from '../ui/icons';
import { Text } from '../ui/text';

const shareIcon = <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" />;

/**
 * Shares the build's link: the system's share sheet where there is one, else the clipboard, else
 * the link shown to copy by hand. Only with JavaScript: without it the address bar holds the link.
 */
export function ShareButton({ path }: { path: string }) {
  const t = useT();
  const localize = useLocalizedPath();
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<'idle' | 'copied' | 'shown'>('idle');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);
  // A new build has a new link: forget the old one's answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new path only
  useEffect(() => setState('idle'), [path]);
  useEffect(() => {
    if (state === 'shown') field.current?.select();
  }, [state]);
  if (!hydrated) return null;
  const url = new URL(localize(path), window.location.origin).href;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('pcbuilder.shareTitle'), url });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('shown');
    }
  }

  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <button
        type="button"
        onClick={share}
        data-testid="share-build"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-bold text-slate-800 hover:border-accent"
      >
        <Icon shape={shareIcon} className="size-4" />
        <Text>{t('pcbuilder.share')}</Text>
      </button>
      <p role="status" className="text-sm text-emerald-700">
        {state === 'copied' ? t('pcbuilder.copied') : ''}
      </p>
      {state === 'shown' && (
        <label className="flex w-full flex-col gap-1 text-sm font-semibold text-slate-700">
          <Text>{t('pcbuilder.linkLabel')}</Text>
          <input
            ref={field}
            readOnly
            value={url}
            className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 px-3 text-sm text-slate-800"
          />
        </label>
      )}
    </div>
  );
}
