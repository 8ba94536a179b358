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
