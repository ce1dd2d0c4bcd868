import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { createHydrateAfterLoadStream, deferHydrationScript, hydrateAfterLoad } from './hydrate-after-load.server';

// The shape React Router 7's <Scripts> writes (react-router-dom, framework mode, lazy route discovery).
const hydrationBody = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/about-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/framework-D.js"]},"url":"/assets/manifest-E.js","note":"import x"};
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-C.js");`;

const page = (nonce = '') =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-C.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/framework-D.js"${nonce}/><link rel="stylesheet" href="/assets/style.css"/>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>Hello</main>` +
  `<script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script type="module" async=""${nonce}>${hydrationBody}</script></body></html>`;

describe('hydrateAfterLoad', () => {
  it('drops the preload links and requests the scripts after the load event', () => {
    const html = hydrateAfterLoad(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('addEventListener("load",afterFirstPaint,{once:true})');
    expect(html).toContain('import("/assets/root-A.js"),import("/assets/about-B.js")');
    expect(html).toContain('["/assets/entry.client-C.js","/assets/framework-D.js"]');
    expect(html).toContain('return import("/assets/entry.client-C.js")');
    // What is not React Router's hydration script is left alone.
    expect(html).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('writes a script that waits for load and paint, then runs route modules, the original statements and the entry', async () => {
    const script = deferHydrationScript(hydrationBody, ['/assets/framework-D.js'])!;
    const imported: string[] = [];
    const appended: { rel: string; href: string }[] = [];
    const fakeWindow: Record<string, unknown> = {};
    let onLoad: (() => void) | undefined;
    const document = {
      readyState: 'interactive',
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    };
    const addEventListener = (event: string, listener: () => void) => {
      if (event === 'load') onLoad = listener;
    };
    const importModule = async (url: string) => {
      imported.push(url);
      return { url };
    };
    let paint: (() => void) | undefined;
    const requestAnimationFrame = (callback: () => void) => (paint = callback);
    // `import(` is syntax: the test hands the script a function in its place.
    const run = new Function(
      'document',
      'addEventListener',
      'window',
      'requestAnimationFrame',
      'importModule',
      script.replaceAll('import(', 'importModule('),
    );
    run(document, addEventListener, fakeWindow, requestAnimationFrame, importModule);
    expect(imported).toEqual([]);

    onLoad!();
    // Without paint timing (this fake window has no PerformanceObserver), the next frame stands in for it.
    expect(imported).toEqual([]);
    paint!();
    await vi.waitFor(() => expect(imported).toContain('/assets/entry.client-C.js'));
    expect(appended).toEqual([{ rel: 'modulepreload', href: '/assets/framework-D.js' }]);
    expect(imported).toEqual(['/assets/root-A.js', '/assets/about-B.js', '/assets/entry.client-C.js']);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-A.js' },
      'routes/about': { url: '/assets/about-B.js' },
    });
    expect(fakeWindow.__reactRouterManifest).toMatchObject({ url: '/assets/manifest-E.js' });
  });

  it('keeps the nonce and leaves a document without the hydration script as it was', () => {
    const withNonce = hydrateAfterLoad(page(' nonce="abc"'));
    expect(withNonce).toMatch(/<script type="module" nonce="abc">\(\(\)=>\{const hydrate=/);
    // A rendered page's links carry the nonce too; they go the same way, or the browser fetches them twice.
    expect(withNonce).not.toContain('<link rel="modulepreload"');
    expect(withNonce).toContain('["/assets/entry.client-C.js","/assets/framework-D.js"]');
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(hydrateAfterLoad(plain)).toBe(plain);
  });

  it('refuses a script shape it does not know rather than break it', () => {
    expect(deferHydrationScript(`import "/assets/manifest.js";\n${hydrationBody}`, [])).toBeNull();
    expect(deferHydrationScript('console.log(1)', [])).toBeNull();
  });

  it('rewrites a document that arrives in pieces', async () => {
    const html = page();
    const pieces = [html.slice(0, 40), html.slice(40, 200), html.slice(200, html.length - 30), html.slice(-30)];
    const out = await text(Readable.from(pieces).pipe(createHydrateAfterLoadStream()));
    expect(out).toBe(hydrateAfterLoad(html));
    expect(out).not.toContain('<link rel="modulepreload"');
  });

  it('keeps a character whose bytes are split between two pieces', async () => {
    const bytes = Buffer.from(page().replace('Hello', 'Risk — read this'));
    const cut = bytes.indexOf(Buffer.from('—')) + 1;
    const out = await text(
      Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(createHydrateAfterLoadStream()),
    );
    expect(out).toContain('<main>Risk — read this</main>');
  });
});
