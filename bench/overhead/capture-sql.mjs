// Loaded into the product's process by bench:overhead (node --import): records the SQL each
// captured request runs, so the bare server can replay exactly the same statements. A request is
// captured when it carries `X-Bench-Capture: <route>`; every statement run in its asynchronous
// context (request handling, the pg calls it makes) is appended to BENCH_CAPTURE_FILE as one JSON
// line: { route, client, name, text, values }. `client` numbers the pg connection, so statements of
// one transaction replay on one connection and the others on their own, as the product ran them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const file = process.env.BENCH_CAPTURE_FILE;
const serverDir = process.env.BENCH_SERVER_DIR;
const capture = new AsyncLocalStorage();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function captureRequests(event, request, ...rest) {
  const route = event === 'request' ? request.headers['x-bench-capture'] : undefined;
  if (typeof route === 'string') return capture.run(route, () => emit.call(this, event, request, ...rest));
  return emit.call(this, event, request, ...rest);
};

// The same module instance the server loads (CommonJS cache, resolved from the server's folder).
const { Client } = createRequire(join(serverDir, 'package.json'))('pg');
const clientIds = new WeakMap();
let nextClientId = 1;
const query = Client.prototype.query;
Client.prototype.query = function captureQuery(config, values, callback) {
  const route = capture.getStore();
  if (route && file) {
    if (!clientIds.has(this)) clientIds.set(this, nextClientId++);
    const text = typeof config === 'string' ? config : config?.text;
    const parameters = typeof config === 'string' ? values : (config?.values ?? (Array.isArray(values) ? values : undefined));
    if (typeof text === 'string') {
      const line = JSON.stringify({ route, client: clientIds.get(this), name: config?.name ?? null, text, values: parameters ?? [] });
      appendFileSync(file, `${line}\n`);
    }
  }
  return query.call(this, config, values, callback);
};
