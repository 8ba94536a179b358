import type { ReactNode, SVGProps } from 'react';

// Icon shapes on a 24×24 grid, one export each, so a chunk carries only the icons it draws.
// Line icons take the current text colour as stroke; brand marks (./brand-icons) are filled.

type Props = { shape: ReactNode } & SVGProps<SVGSVGElement>;

export function Icon({ shape, className = 'size-5', ...props }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {shape}
    </svg>
  );
}

/** A filled mark (brands, stores). */
export function FilledIcon({ shape, className = 'size-5', ...props }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      {...props}
    >
      {shape}
    </svg>
  );
}

export const xIcon = <path d="M18 6 6 18M6 6l12 12" />;

export const chevronRightIcon = <path d="m9 18 6-6-6-6" />;

export const chevronLeftIcon = <path d="m15 18-6-6 6-6" />;

export const arrowRightIcon = <path d="M5 12h14m-6-6 6 6-6 6" />;

export const helpIcon = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>
);

export const compareIcon = <path d="M8 3 4 7l4 4M4 7h16M16 21l4-4-4-4M20 17H4" />;

export const homeIcon = <path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM9 22V12h6v10" />;

export const mapPinIcon = (
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>
);

export const clockIcon = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>
);

export const alertIcon = (
  <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0ZM12 9v4M12 17h.01" />
);

export const searchIcon = (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>
);
