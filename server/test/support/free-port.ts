import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on, chosen by the system. A fixed or random port in
 * the 32768–60999 range can be the local end of one of the machine's own outgoing connections (the
 * test's database pools, for one), and a server started there fails with "address already in use".
 */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
