import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Icon } from './icons';

/** The small count on an icon button; hidden at 0. The button's label says the count in words. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-on-accent ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The icon of a header or bottom-bar button with its count. */
export function IconWithCount({ icon, count = 0 }: { icon: ReactNode; count?: number }) {
  return (
    <span className="relative">
      <Icon shape={icon} className="size-[22px]" />
      <CountBadge count={count} />
    </span>
  );
}

/** A button's label that says its count in words ('Cart, 2 items', 'Cart, 1 item'); just the label at 0. */
export function useCountLabel(): (label: string, count: number) => string {
  const t = useT();
  return (label, count) =>
    count > 0 ? `${label}, ${count === 1 ? t('a11y.itemCountOne') : t('a11y.itemCount', { count })}` : label;
}
