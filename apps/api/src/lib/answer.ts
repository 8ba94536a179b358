/** The envelope of a success: `{ code: 0, message, data }`, the one shape every call answers. */
export function ok<T>(data: T, message = 'OK') {
  return { code: 0 as const, message, data };
}
