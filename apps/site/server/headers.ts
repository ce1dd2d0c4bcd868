import { createHash } from 'node:crypto';

/**
 * Third-party origins the TradingView widgets need (see docs/decisions/003-content-security-policy.md):
 * the embed scripts come from s3.tradingview.com and draw each widget in an iframe on a TradingView host.
 */
export const tradingViewSources = {
  script: ['https://s3.tradingview.com'],
  frame: ['https://s.tradingview.com', 'https://www.tradingview-widget.com', 'https://*.tradingview.com'],
} as const;

/**
 * Style attributes that libraries render on the server and that the policy allows by exact hash
 * ('unsafe-hashes' covers attributes only with these hashes, never arbitrary inline styles). Radix
 * NavigationMenu.List wraps its list in `<div style="position:relative">` (not configurable); the header
 * renders it on every page.
 */
export const allowedStyleAttributes = [
  'position:relative',
  // Radix VisuallyHidden (screen-reader-only text, e.g. in dialogs and the mobile menu).
  'position:absolute;border:0;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;word-wrap:normal',
] as const;

const styleAttributeHashes = allowedStyleAttributes.map(
  (style) => `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`,
);

/** Inline code the page may run: a per-request nonce, or the hashes of a prerendered file's inline blocks. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
  /** Hashes of style="" attribute values (allowed with 'unsafe-hashes', which covers nothing else). */
  styleAttributes?: readonly string[];
}

/**
 * Builds the Content-Security-Policy value; inline script and style sources come as 'nonce-…' or 'sha256-…'.
 * TradingView's hosts only where a page embeds its widgets (`tradingView`: the public pages, whose ticker is
 * one); the admin, the API and the server's own answers embed nothing third-party.
 */
export function buildCsp(inline: InlineSources = { scripts: [], styles: [] }, tradingView = false): string {
  const scriptHosts = tradingView ? tradingViewSources.script : [];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inline.scripts, ...scriptHosts].join(' ')}`,
    `style-src ${["'self'", ...inline.styles].join(' ')}`,
    // Style attributes by exact hash only: the known library ones, plus for a prerendered page its own.
    `style-src-attr ${["'unsafe-hashes'", ...new Set([...styleAttributeHashes, ...(inline.styleAttributes ?? [])])].join(' ')}`,
    // Broker logos are arbitrary https URLs entered by an administrator.
    "img-src 'self' https: data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${tradingView ? tradingViewSources.frame.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The CSP for a server-rendered response whose inline scripts carry `nonce`; `tradingView` on public pages. */
export function nonceCsp(nonce: string, tradingView = true): string {
  const source = `'nonce-${nonce}'`;
  return buildCsp({ scripts: [source], styles: [source] }, tradingView);
}

/** Rendered paths that never embed TradingView: the admin and the JSON API. */
export function embedsTradingView(path: string): boolean {
  return !/^\/(secure|api)(\/|$)/.test(path);
}

/** The CSP for a prerendered page (all public, all with the ticker): exactly that file's inline code, by hash. */
export function prerenderedPageCsp(inline: InlineSources): string {
  return buildCsp(inline, true);
}

/** CSP for documents that inline nothing: the server's own error and plain-text answers, SVG and XML files. */
export const baseCsp = buildCsp();

function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const inlineStylePattern = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const srcAttribute = /\ssrc\s*=/i;
const styleAttributePattern = /\sstyle="([^"]*)"/gi;

/** Attribute values as the browser sees them (React escapes these five in attributes). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The CSP hash sources of every inline <script>, <style> and style attribute in an HTML document (CSP3 §8.3: the hash covers
 * the element's text exactly as served). React escapes `</script` inside script text, so the first closing
 * tag ends the element.
 */
export function inlineScriptHashes(html: string): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const [, attributes = '', content = ''] = match;
    if (srcAttribute.test(attributes)) continue;
    scripts.add(sha256Source(content));
  }
  for (const match of html.matchAll(inlineStylePattern)) styles.add(sha256Source(match[1] ?? ''));
  const styleAttributes = new Set<string>();
  for (const match of html.matchAll(styleAttributePattern)) {
    styleAttributes.add(sha256Source(decodeAttribute(match[1] ?? '')));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/**
 * Headers every response carries, a script or a font as much as a page: no MIME sniffing, and no other site may
 * embed our responses (scripts, images, data) in its pages (Spectre-class leaks).
 */
export const assetHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Headers only a document needs, on top of assetHeaders and a Content-Security-Policy. Browsers apply CSP,
 * Permissions-Policy, frame options and COOP to documents (and workers) only, so on a script, stylesheet or
 * font they are bytes on every hit and nothing else; Referrer-Policy's value is the browsers' default anyway,
 * which is what a stylesheet's own requests (fonts, same-origin) get without it.
 */
export const documentHeaders: Readonly<Record<string, string>> = {
  ...assetHeaders,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // For browsers that predate CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/** Sent only on responses to requests that arrived over TLS: over plain HTTP it would be ignored or wrong. */
export const hstsValue = 'max-age=63072000; includeSubDomains';
