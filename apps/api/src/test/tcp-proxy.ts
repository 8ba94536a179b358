import net from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server that a test can cut, as a restart, a failover or
 * a lost network does: `stop` ends every connection and refuses new ones, `blackHole` accepts
 * connections and never answers, `start` forwards again on the same port.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let forwarding = true;
  const server = net.createServer((client) => {
    track(client);
    if (!forwarding) return;
    const upstream = track(net.connect(target.port, target.host));
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    return socket;
  }
  function cutAll() {
    for (const socket of sockets) socket.destroy();
  }
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Ends every connection and refuses new ones. */
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      cutAll();
      await closed;
    },
    /** Accepts connections again, and forwards them. */
    async start() {
      forwarding = true;
      if (!server.listening) await listen(port);
    },
    /** Ends every connection; new ones are accepted and never answered. */
    blackHole() {
      forwarding = false;
      cutAll();
    },
    async close() {
      if (server.listening) await this.stop();
      cutAll();
    },
  };
}
