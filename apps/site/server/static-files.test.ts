import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hstsValue } from './headers.ts';
import {
  cacheControl,
  cacheControlFor,
  etagMatches,
  loadStaticFiles,
  negotiateEncoding,
  pickVariant,
  strongEtag,
  urlPathFor,
  type StaticFile,
} from './static-files.ts';

describe('negotiateEncoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;

  it('prefers br, then gzip, then identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', all)).toBe('gzip');
    expect(negotiateEncoding('deflate', all)).toBe('identity');
  });

  it('sends identity when the header is absent or empty', () => {
    expect(negotiateEncoding(undefined, all)).toBe('identity');
    expect(negotiateEncoding('', all)).toBe('identity');
  });

  it('honours q=0 and is case-insensitive', () => {
    expect(negotiateEncoding('br;q=0, gzip', all)).toBe('gzip');
    expect(negotiateEncoding('BR;Q=0.5, GZIP;q=0', all)).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0', all)).toBe('identity');
  });

  it('treats * as any coding not named', () => {
    expect(negotiateEncoding('*', all)).toBe('br');
    expect(negotiateEncoding('br;q=0, *', all)).toBe('gzip');
    expect(negotiateEncoding('*;q=0', all)).toBeUndefined();
    expect(negotiateEncoding('*;q=0, identity', all)).toBe('identity');
  });

  it('only offers what is available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip', 'identity'])).toBe('identity');
    expect(negotiateEncoding('identity;q=0', ['identity'])).toBeUndefined();
  });
});

describe('etagMatches', () => {
  const etag = strongEtag(Buffer.from('hello'));

  it('is a quoted strong validator that differs per content', () => {
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(strongEtag(Buffer.from('hello!'))).not.toBe(etag);
  });

  it('matches one tag, a list, a weak form of the tag and *', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });

  it('does not match another tag or nothing', () => {
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});

describe('path mapping', () => {
  it('answers prerendered pages without index.html or a trailing slash', () => {
    expect(urlPathFor('index.html')).toBe('/');
    expect(urlPathFor('about/index.html')).toBe('/about');
    expect(urlPathFor('education/beginner/index.html')).toBe('/education/beginner');
  });

  it('keeps other files at their own path and skips precompressed siblings', () => {
    expect(urlPathFor('assets/root-abc123.js')).toBe('/assets/root-abc123.js');
    expect(urlPathFor('about.data')).toBe('/about.data');
    expect(urlPathFor('_root.data')).toBe('/_root.data');
    expect(urlPathFor('favicon.svg')).toBe('/favicon.svg');
    expect(urlPathFor('assets/root-abc123.js.br')).toBeUndefined();
    expect(urlPathFor('index.html.gz')).toBeUndefined();
  });

  it('caches hashed assets for a year, pages and data not at all without revalidating', () => {
    expect(cacheControlFor('/assets/root-abc123.js')).toBe(cacheControl.immutable);
    expect(cacheControlFor('/about')).toBe(cacheControl.revalidate);
    expect(cacheControlFor('/')).toBe(cacheControl.revalidate);
    expect(cacheControlFor('/about.data')).toBe(cacheControl.revalidate);
    expect(cacheControlFor('/favicon.svg')).toBe(cacheControl.short);
  });
});

describe('loadStaticFiles', () => {
  let dir: string;
  let files: Map<string, StaticFile>;
  const script = 'console.log("hi")';
  const page = `<!DOCTYPE html><html><head><title>About</title></head><body><h1>About</h1>${'<p>text</p>'.repeat(50)}<script>${script}</script></body></html>`;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'upm-static-'));
    mkdirSync(join(dir, 'about'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'about/index.html'), page);
    writeFileSync(join(dir, 'assets/app-abc123.js'), 'export const x = 1;\n'.repeat(100));
    // A precompressed sibling from postbuild is used as is (here deliberately not the real compression).
    writeFileSync(join(dir, 'assets/app-abc123.js.gz'), Buffer.from('pretend-gzip'));
    writeFileSync(join(dir, 'assets/font-abc123.woff2'), Buffer.alloc(64, 1));
    files = loadStaticFiles(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps every file to its URL and ignores the siblings', () => {
    expect([...files.keys()].sort()).toEqual(['/about', '/assets/app-abc123.js', '/assets/font-abc123.woff2']);
  });

  it('has br, gzip and identity for text, identity only for fonts', () => {
    expect(files.get('/assets/app-abc123.js')!.available).toEqual(['br', 'gzip', 'identity']);
    expect(files.get('/assets/font-abc123.woff2')!.available).toEqual(['identity']);
    expect(files.get('/assets/app-abc123.js')!.variants.gzip!.body.toString()).toBe('pretend-gzip');
  });

  it('picks the representation by Accept-Encoding, each with its own ETag and headers', () => {
    const asset = files.get('/assets/app-abc123.js')!;
    const br = pickVariant(asset, 'gzip, br');
    const gzip = pickVariant(asset, 'gzip');
    const identity = pickVariant(asset, undefined);
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(identity.headers['Content-Encoding']).toBeUndefined();
    expect(new Set([br.etag, gzip.etag, identity.etag]).size).toBe(3);
    expect(br.headers['Content-Length']).toBe(String(br.body.length));
    expect(br.headers['Cache-Control']).toBe(cacheControl.immutable);
    expect(br.headers['Vary']).toBe('Accept-Encoding');
    expect(br.notModifiedHeaders['ETag']).toBe(br.etag);
    expect(br.notModifiedHeaders['Content-Length']).toBeUndefined();
    // Memoised: the same object for the same header.
    expect(pickVariant(asset, 'gzip, br')).toBe(br);
  });

  it('falls back to identity when the client accepts nothing on offer', () => {
    const font = files.get('/assets/font-abc123.woff2')!;
    expect(pickVariant(font, 'br').headers['Content-Encoding']).toBeUndefined();
    expect(font.variants.identity.headers['Vary']).toBeUndefined();
  });

  it("gives a prerendered page a CSP with its own inline script's hash", () => {
    const csp = files.get('/about')!.commonHeaders['Content-Security-Policy']!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+' /);
  });

  it('gives a page the document headers and a script or font only what an asset needs', () => {
    const documentOnly = [
      'Content-Security-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ];
    const page = files.get('/about')!.variants.br!;
    for (const name of documentOnly) expect(page.headers[name], name).toBeTruthy();
    for (const path of ['/assets/app-abc123.js', '/assets/font-abc123.woff2']) {
      const asset = files.get(path)!.variants.identity;
      expect(Object.keys(asset.headers).sort(), path).toEqual(
        [
          'Cache-Control',
          'Content-Length',
          'Content-Type',
          'Cross-Origin-Resource-Policy',
          'ETag',
          'X-Content-Type-Options',
        ]
          .concat(path.endsWith('.js') ? ['Vary'] : [])
          .sort(),
      );
      expect(asset.headers['X-Content-Type-Options']).toBe('nosniff');
      expect(asset.headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    }
  });

  it('builds the TLS form of every header set once, with Strict-Transport-Security added', () => {
    const variant = pickVariant(files.get('/assets/app-abc123.js')!, 'br');
    expect(variant.headers['Strict-Transport-Security']).toBeUndefined();
    expect(variant.overTls.headers).toEqual({ ...variant.headers, 'Strict-Transport-Security': hstsValue });
    expect(variant.overTls.notModifiedHeaders).toEqual({
      ...variant.notModifiedHeaders,
      'Strict-Transport-Security': hstsValue,
    });
  });
});
