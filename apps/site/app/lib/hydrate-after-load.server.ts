import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

// React Router's <Scripts> asks for every script of the page at once: modulepreload links in <head> and an
// inline module script that statically imports the route modules. On a slow phone those ~130 KB compete
// with the stylesheet and the font, and the first paint waits for all of them (Lighthouse mobile: LCP 2.2 s,
// 1.2 s without them). The page is complete HTML that works without JavaScript, so scripts can wait: this
// rewrites the document so they are requested once the page has loaded, then hydrate as before.

// Rendered pages carry a CSP nonce on each link; the links added after load need none (script-src 'self').
const preloadLink = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const staticImport = /^[ \t]*import \* as (route\d+) from ("[^"]+");[ \t]*$/gm;
const entryImport = /^[ \t]*import\(("[^"]+")\);[ \t]*$/m;

/**
 * The body of React Router's hydration script, rewritten to run after the `load` event and the first
 * contentful paint: preloads the same files, imports the route modules, runs the original statements
 * (manifest, route module map), then the client entry. Returns null when the body is not in the shape this was written for (the script then stays
 * as it is: hydration is only earlier, never broken).
 */
export function deferHydrationScript(body: string, preloads: readonly string[]): string | null {
  if (!body.includes('window.__reactRouterRouteModules')) return null;
  const imports = [...body.matchAll(staticImport)].map(([, name, url]) => ({ name: name!, url: url! }));
  const entry = entryImport.exec(body)?.[1];
  if (!entry) return null;
  const statements = body.replace(staticImport, '').replace(entryImport, '').trim();
  // Anything else that imports would be a format this code does not know.
  if (/\bimport\b/.test(statements.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) return null;

  const names = imports.map(({ name }) => name).join(',');
  const urls = imports.map(({ url }) => `import(${url})`).join(',');
  const hrefs = JSON.stringify(preloads);
  return (
    `(()=>{const hydrate=()=>{for(const href of ${hrefs}){const link=document.createElement("link");` +
    `link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `Promise.all([${urls}]).then(([${names}])=>{${statements}\nreturn import(${entry})})};` +
    // The load event can come before the first paint (a small page on a fast link): wait for that paint too.
    `const afterFirstPaint=()=>{const Observer=window.PerformanceObserver;` +
    `if(!Observer?.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(()=>setTimeout(hydrate));` +
    `const observer=new Observer((list)=>{if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();hydrate()}});observer.observe({type:"paint",buffered:true})};` +
    `document.readyState==="complete"?afterFirstPaint():addEventListener("load",afterFirstPaint,{once:true})})();`
  );
}

/** Rewrites a whole document (see deferHydrationScript); unchanged when it has no hydration script. */
export function hydrateAfterLoad(html: string): string {
  const preloads = [...html.matchAll(preloadLink)].map(([, href]) => href!);
  let deferred = false;
  const rewritten = html.replace(moduleScript, (whole, open: string, body: string, close: string) => {
    const script = deferHydrationScript(body, preloads);
    if (script === null) return whole;
    deferred = true;
    return `${open.replace(/\s+async(="")?/, '')}${script}${close}`;
  });
  return deferred ? rewritten.replace(preloadLink, '') : html;
}

/**
 * The streaming form, for React's renderToPipeableStream: the head (with the preload links) and the body's
 * end (with the script) arrive in different chunks, so the head is held until the script has been seen.
 * React streams the shell first and the rest in later chunks; holding the document until its hydration
 * script costs nothing for prerendered pages and little for server-rendered ones, whose data is all loaded
 * before the shell renders.
 */
export function createHydrateAfterLoadStream(): Transform {
  let held = '';
  let done = false;
  // A chunk may end inside a multi-byte character: the decoder keeps those bytes for the next one.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      held += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const marker = held.indexOf('window.__reactRouterRouteModules');
      if (marker !== -1 && held.includes('</script>', marker)) {
        done = true;
        const out = hydrateAfterLoad(held);
        held = '';
        return callback(null, out);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      held += decoder.end();
      callback(null, held ? hydrateAfterLoad(held) : undefined);
    },
  });
}
