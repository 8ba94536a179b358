import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { Icon, xIcon } from './icons';
import { Text } from './text';

/**
 * A side panel on the native modal <dialog>: the browser traps focus, closes it on Escape and
 * gives focus back to the opener; a click on the backdrop closes it too. The slide is CSS
 * (`.drawer` in app.css).
 */
export function Drawer({
  open,
  onClose,
  side,
  title,
  children,
  footer,
  id,
}: {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  id?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by the dialog
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={`drawer drawer-${side}`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex h-full flex-col bg-white">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {typeof title === 'string' ? <Text>{title}</Text> : title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={t('a11y.close')}
          >
            <Icon shape={xIcon} />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer}
      </div>
    </dialog>
  );
}
