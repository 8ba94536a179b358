// Requests the route tests send, as a browser's form would.

/**
 * A form post of `fields` (urlencoded) from one of the shop's own pages (Sec-Fetch-Site, as a
 * browser sends it), with extra headers (cookie, x-client-address, origin…).
 */
export const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
    ...headers,
  },
});

/** The session cookie a response sets, if any. */
export const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith('session='));

/** The calls to the API's product lists among those the edge recorded (./api-edge.ts). */
export const productCalls = (calls: string[]) => calls.filter((call) => call.startsWith('/api/products'));
