// CSV cells the back office writes (the orders and catalogue exports).

/**
 * A text a customer or staff member typed, as a CSV cell a spreadsheet reads as text: one that
 * starts like a formula (= + - @, a tab or a return) gets a quote mark first (OWASP's advice), but
 * a phone number as the shop keeps them (+855…), which no spreadsheet runs.
 */
export const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) && !/^\+\d{6,15}$/.test(text) ? `'${text}` : text;
};

/** A byte-order mark: spreadsheet programs then read the Khmer and Chinese texts as UTF-8. */
export const BOM = '\uFEFF';
