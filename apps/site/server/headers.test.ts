import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCsp, embedsTradingView, inlineScriptHashes, nonceCsp, prerenderedPageCsp } from './headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, skipping external ones', () => {
    const first = 'window.__reactRouterContext = {"a":"<\\/script>"};';
    const second = '\n  import "/assets/entry.client.js";\n';
    const html =
      `<head><script src="/assets/x.js"></script><script type="module" src="/y.js" async></script></head>` +
      `<body><script>${first}</script><script type="module">${second}</script></body>`;
    expect(inlineScriptHashes(html).scripts).toEqual([sha(first), sha(second)]);
  });

  it('hashes non-ASCII text as UTF-8 and lists a repeated script once', () => {
    const text = 'console.log("café → 1:500")';
    const html = `<script>${text}</script><script>${text}</script>`;
    expect(inlineScriptHashes(html).scripts).toEqual([sha(text)]);
  });

  it('hashes inline styles and ignores an empty document', () => {
    expect(inlineScriptHashes('<style>body{color:red}</style>').styles).toEqual([sha('body{color:red}')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual({ scripts: [], styles: [], styleAttributes: [] });
  });

  it('hashes style attribute values as the browser decodes them', () => {
    const html = '<div style="position:relative"></div><span style="font-family:&quot;Inter&quot;"></span>';
    expect(inlineScriptHashes(html).styleAttributes).toEqual([sha('position:relative'), sha('font-family:"Inter"')]);
  });
});

describe('Content-Security-Policy', () => {
  it('allows only self and, where asked, the TradingView hosts, and locks down framing, base and forms', () => {
    const csp = buildCsp(undefined, true);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://s3.tradingview.com");
    expect(csp).toContain('frame-src https://s.tradingview.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' https: data:");
    // Style attributes only by exact hash; inline scripts and <style> elements never without a hash or nonce.
    expect(csp).toMatch(/style-src 'self'; style-src-attr 'unsafe-hashes' 'sha256-/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('puts a nonce in script-src and style-src for rendered responses', () => {
    const csp = nonceCsp('abc123==');
    expect(csp).toMatch(/script-src 'self' 'nonce-abc123==' /);
    expect(csp).toMatch(/style-src 'self' 'nonce-abc123=='/);
  });

  it("allows TradingView only on pages that embed it: not the admin, the API or the server's own answers", () => {
    expect(buildCsp()).not.toContain('tradingview');
    expect(buildCsp()).toContain("frame-src 'none'");
    expect(nonceCsp('n', false)).not.toContain('tradingview');
    expect(nonceCsp('n')).toContain('https://s3.tradingview.com');
    expect(embedsTradingView('/secure/admin/dashboard')).toBe(false);
    expect(embedsTradingView('/api/auth/me')).toBe(false);
    expect(embedsTradingView('/ib-partners')).toBe(true);
    expect(embedsTradingView('/security-news')).toBe(true);
  });

  it('lists the hashes of a prerendered page', () => {
    const csp = prerenderedPageCsp({ scripts: ["'sha256-a'", "'sha256-b'"], styles: [] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://s3.tradingview.com");
  });
});
