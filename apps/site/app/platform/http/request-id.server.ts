import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/*
 * The id of the request being served, for every log line written while serving it (and the X-Request-Id
 * response header). The production server (server/) and the app's server build each load their own copy
 * of this module, so the store lives on globalThis under a registered symbol: both copies share one.
 */
const key = Symbol.for('upm.request-id');
const holder = globalThis as { [key]?: AsyncLocalStorage<string> };
const store = (holder[key] ??= new AsyncLocalStorage<string>());

/** The current request's id, or undefined outside a request (start-up, the outbox's timer). */
export function currentRequestId(): string | undefined {
  return store.getStore();
}

/** Runs `work` (and everything it starts) as part of the request `id`. */
export function withRequestId<T>(id: string, work: () => T): T {
  return store.run(id, work);
}

// What a proxy's id may look like: short and printable, so it cannot forge log lines or headers.
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

/** The proxy's X-Request-Id when the request came through a trusted proxy and it looks sane; a new UUID otherwise. */
export function requestIdFor(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const given = Array.isArray(header) ? header[0] : header;
  return fromTrustedProxy && given && acceptableId.test(given) ? given : randomUUID();
}
