// The yardstick: a bare node:http server answering each path with fixed bytes and headers from memory.
// Started by bench/run.ts with the path of a manifest: { port, routes: { [path]: { headers, bodyFile } } }.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Manifest {
  port: number;
  routes: Record<string, { headers: Record<string, string>; bodyFile: string }>;
}

const manifest = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Manifest;
const routes = new Map(
  Object.entries(manifest.routes).map(([path, route]) => [
    path,
    { headers: route.headers, body: readFileSync(route.bodyFile) },
  ]),
);

createServer((req, res) => {
  // By the whole URL when a target has a query (a comparison), else by path: the random-query scenario sends
  // junk parameters, which the bare server ignores too.
  const url = req.url ?? '/';
  const route = routes.get(url) ?? routes.get(url.split('?')[0]!);
  if (!route) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
}).listen(manifest.port, '127.0.0.1', () => process.stdout.write('ready\n'));
