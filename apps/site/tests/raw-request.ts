// Raw HTTP for tests that send what a browser never would (the hostile-request unit and end-to-end tests): node:http
// writes the request line and a chunked body exactly as given.
import { request as httpRequest } from 'node:http';

export interface RawReply {
  status: number;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent with Transfer-Encoding: chunked (no Content-Length). */
  chunks?: Buffer[];
}

/** Sends one request to host:port; a server that answers and closes before the whole body is written is no failure. */
export function sendRaw(target: { host: string; port: number | string }, options: RawRequest): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { ...target, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(parts).toString('utf8') }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

/** `bytes` of filler split into chunks of `size`. */
export function fillerChunks(bytes: number, size = 64 * 1024): Buffer[] {
  return Array.from({ length: Math.ceil(bytes / size) }, (_, i) => Buffer.alloc(Math.min(size, bytes - i * size), 97));
}
