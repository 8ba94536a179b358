// Headers as Node's writeHead takes them, for the servers in this folder.

/** writeHead's headers (an object, [[name, value]…] or a flat [name, value, …] list) as an object. */
export function headerObject(headers) {
  if (!headers) return {};
  if (!Array.isArray(headers)) {
    return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  }
  const out = {};
  const add = (name, value) => {
    const key = String(name).toLowerCase();
    out[key] = key in out ? [].concat(out[key], value) : value;
  };
  if (Array.isArray(headers[0])) for (const [name, value] of headers) add(name, value);
  else for (let i = 0; i < headers.length; i += 2) add(headers[i], headers[i + 1]);
  return out;
}

/**
 * Makes `res.writeHead` send every value of a repeated header it is given as a list. Node 20's
 * writeHead, given a list after any `setHeader` on the same answer, keeps only the last value of a
 * name: a login's two Set-Cookie (the session and the language) reached the browser as one, the
 * language's, and the shopper was not signed in. React Router's listener writes such a list, and
 * the server sets the request's id before it; as an object of arrays, writeHead sends them all.
 */
export function keepRepeatedHeaders(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) =>
    writeHead(status, ...rest.map((arg) => (Array.isArray(arg) ? headerObject(arg) : arg)));
  return res;
}
