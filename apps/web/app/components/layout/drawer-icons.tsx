// Icons of the drawers only: they travel in the drawers' chunk.

export const bagIcon = (
  <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4ZM3 6h18M16 10a4 4 0 0 1-8 0" />
);

export const minusIcon = <path d="M5 12h14" />;

export const plusIcon = <path d="M5 12h14M12 5v14" />;

export const trashIcon = (
  <path d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M10 11v6M14 11v6" />
);
