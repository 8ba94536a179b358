// The peer's address, in the one header the app reads it from (CLIENT_ADDRESS_HEADER of
// app/middleware/session.server.ts). React Router's Node adapter builds the app's Request from
// `req.rawHeaders`, not `req.headers`: the header is replaced in both, so that what a client sent
// under that name never reaches the app.

const NAME = 'x-client-address';

export function setClientAddress(req) {
  replaceRequestHeader(req, NAME, req.socket.remoteAddress ?? '');
}

/** Sets a request header (lower-case `name`) for the app, whatever the client sent under it. */
export function replaceRequestHeader(req, name, value) {
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== name) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  raw.push(name, value);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  req.headers[name] = value;
}
