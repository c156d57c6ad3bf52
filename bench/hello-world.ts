/**
 * The baseline of the throughput figures: a bare Node `http` hello-world on a port the operating
 * system gives, which it tells its parent over IPC (bench/processes.ts).
 */
import { createServer } from 'node:http';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello world');
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) process.send?.({ type: 'listening', url: `http://127.0.0.1:${address.port}` });
});
process.once('disconnect', () => process.exit(0));
