import { Marked } from 'marked';
import { escapeHtml, htmlEscapes as escapes } from './html';

/*
 * Short Markdown (a glossary explanation, a worked example) to HTML, on the server only: pages are prerendered, so
 * the browser never downloads a Markdown parser. The text is ours, but it is rendered as if it were not: raw HTML
 * is shown as text, links go only to this site or to https pages, and images become their alt text.
 */

export { escapeHtml };

/**
 * Text the Markdown lexer hands over, made safe: entities typed on purpose (`&nbsp;`) stay; every other `&`, `<`,
 * `>` and quote is escaped, even in text the lexer marked as escaped already (what follows a raw tag comes through
 * as written).
 */
export const escapeMarkdownText = (text: string) => text.replace(/&(?!#?\w+;)|[<>"']/g, (char) => escapes[char]!);

/** Where a Markdown link may point: a path of this site, an anchor on the page, or an https page. */
export function safeHref(href: string): string | undefined {
  if (/^\/(?!\/)/.test(href) && !/[\\\s]/.test(href)) return href;
  if (/^#[\w-]+$/.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export interface MarkdownOptions {
  /** The lowest heading level the text may use: a `#` in a term's text must not compete with the page's h1. */
  topHeading?: 2 | 3 | 4;
}

/** Renders Markdown to HTML with raw HTML escaped and unsafe links reduced to their text. */
export function markdownToHtml(markdown: string, { topHeading = 3 }: MarkdownOptions = {}): string {
  const marked = new Marked({
    gfm: true,
    breaks: false,
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }) {
        const level = Math.min(Math.max(depth, topHeading), 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (!safe) return inner;
        const outside = safe.startsWith('https://') ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(safe)}"${outside}>${inner}</a>`;
      },
      image({ text }) {
        return escapeHtml(text);
      },
      text(token) {
        if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
        return escapeMarkdownText(token.text);
      },
    },
  });
  return marked.parse(markdown, { async: false });
}
