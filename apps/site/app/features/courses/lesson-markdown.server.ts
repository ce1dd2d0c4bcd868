import { Marked, type Tokens } from 'marked';
import { escapeHtml, escapeMarkdownText, safeHref } from '~/platform/text/markdown.server';

export { escapeHtml, safeHref };

/*
 * Lesson Markdown to HTML, on the server only (at prerender): the browser never downloads a Markdown parser. The
 * text is ours, but it is rendered as if it were not: raw HTML is shown as text, links go only to this site or to
 * https pages, and the only images are the repository's own diagrams, inlined so that they follow the colour scheme.
 */

/** A `##` heading of a lesson, for the table of contents. */
export interface TocEntry {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The `##` headings in order (`###` get anchors too, but stay out of the contents). */
  toc: TocEntry[];
}

export interface RenderOptions {
  /** The diagrams by name (the files of app/content/lessons/diagrams/ by default). */
  diagrams?: Readonly<Record<string, string>>;
  /** Links the first mention of the lesson's terms (see `glossaryLinker`); none by default. */
  linkTerms?: (escapedText: string) => string;
  /** Anchors already used on the page (the fixed sections), so that a heading never takes one of them. */
  reservedIds?: readonly string[];
}

const diagramFiles = import.meta.glob<string>('../../content/lessons/diagrams/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The repository's diagrams by name (`leverage-example.svg` → `leverage-example`). */
export const lessonDiagrams: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(diagramFiles).map(([path, svg]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), svg]),
);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** The text of rendered inline HTML (tags dropped, the entities `escapeHtml` writes decoded). */
export const plainText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!);

/** A heading's anchor: lower-case words joined by hyphens. */
export const headingSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/**
 * A diagram ready to inline: its own markup, named by `alt` for screen readers (role="img"), sized by the page.
 * Refuses anything that could run or fetch: scripts, event attributes, foreign objects, entities, outside links.
 */
export function inlineDiagram(name: string, svg: string | undefined, alt: string): string {
  if (svg === undefined) throw new Error(`No diagram "${name}" in app/content/lessons/diagrams/`);
  if (alt.trim().length < 10) throw new Error(`Diagram "${name}" needs an alt text that says what it shows`);
  const markup = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (
    /<script|<foreignObject|<!ENTITY|<!DOCTYPE|\son[a-z]+\s*=|javascript:|(?:href|src)\s*=\s*["']?(?:https?:)?\/\//i.test(
      markup,
    )
  ) {
    throw new Error(`Diagram "${name}" holds a script, an event handler, an entity or an outside reference`);
  }
  const open = /^<svg\b[^>]*>/.exec(markup);
  if (!open || !/<\/svg>$/.test(markup)) throw new Error(`Diagram "${name}" is not one <svg> element`);
  if (!/\sviewBox=/.test(open[0])) throw new Error(`Diagram "${name}" needs a viewBox to scale`);
  // The page sizes the picture; its own name and role give way to the lesson's alt text.
  const attributes = open[0]
    .slice(4, -1)
    .replace(/\s(?:width|height|role|aria-[a-z]+|focusable|class)\s*=\s*("[^"]*"|'[^']*')/g, '');
  return `<svg${attributes} role="img" aria-label="${escapeHtml(alt)}" focusable="false" class="lesson-diagram">${markup.slice(open[0].length)}`;
}

/**
 * The glossary hook: links the first mention of each of `terms` (glossary slugs) to `/glossary/<slug>`, for the
 * slugs the glossary has. A term without a page is left as text.
 * Works on escaped text: a term's words match across spaces or hyphens ("risk-reward ratio", "margin call").
 */
export function glossaryLinker(
  terms: readonly string[],
  glossarySlugs: ReadonlySet<string>,
): (escapedText: string) => string {
  const pending = new Map(
    terms
      .filter((slug) => glossarySlugs.has(slug))
      .map((slug) => [slug, new RegExp(`(?<![&\\w-])(${slug.split('-').join('[\\s-]+')})(?![\\w-])`, 'i')] as const),
  );
  return (text) => {
    let result = text;
    for (const [slug, pattern] of pending) {
      if (!pattern.test(result)) continue;
      result = result.replace(pattern, `<a href="/glossary/${slug}">$1</a>`);
      pending.delete(slug);
    }
    return result;
  };
}

/** Renders one lesson's Markdown (its body, or its worked example). Throws on a missing or unsafe diagram. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const diagrams = options.diagrams ?? lessonDiagrams;
  const linkTerms = options.linkTerms ?? ((text: string) => text);
  const toc: TocEntry[] = [];
  const used = new Set(options.reservedIds ?? []);
  // No term links inside headings or links: a heading stays plain, and a link cannot hold another.
  let plainDepth = 0;

  const marked = new Marked({
    gfm: true,
    breaks: false,
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }) {
        plainDepth += 1;
        const inner = this.parser.parseInline(tokens);
        plainDepth -= 1;
        const text = plainText(inner);
        let id = headingSlug(text);
        for (let n = 2; used.has(id); n += 1) id = `${headingSlug(text)}-${n}`;
        used.add(id);
        if (depth === 2) toc.push({ id, text });
        // The page's h1 is the lesson's title and its sections are h2: a lesson's `#` would break the outline.
        const level = Math.min(Math.max(depth, 2), 4);
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      link({ href, tokens }) {
        plainDepth += 1;
        const inner = this.parser.parseInline(tokens);
        plainDepth -= 1;
        const safe = safeHref(href);
        if (!safe) return inner;
        const outside = safe.startsWith('https://') ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(safe)}"${outside}>${inner}</a>`;
      },
      image({ href, text }) {
        const diagram = /^diagram:([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(href);
        if (!diagram) return escapeHtml(text);
        return inlineDiagram(diagram[1]!, diagrams[diagram[1]!], text);
      },
      paragraph({ tokens }) {
        const [only] = tokens;
        // A diagram on a line of its own is a figure, not a paragraph.
        if (tokens.length === 1 && only?.type === 'image' && (only as Tokens.Image).href.startsWith('diagram:')) {
          return `<figure class="lesson-figure">${this.parser.parseInline(tokens)}</figure>\n`;
        }
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      table(token) {
        // A wide table scrolls inside its own box on a phone; the box can take focus so keyboards can scroll it.
        const header = token.header.map((cell) => plainText(this.parser.parseInline(cell.tokens))).join(', ');
        const head = `<tr>${token.header.map((cell) => this.tablecell(cell)).join('')}</tr>`;
        const rows = token.rows.map((row) => `<tr>${row.map((cell) => this.tablecell(cell)).join('')}</tr>`).join('');
        return `<div class="lesson-table" role="region" tabindex="0" aria-label="Table: ${escapeHtml(header)}"><table><thead>${head}</thead><tbody>${rows}</tbody></table></div>\n`;
      },
      text(token) {
        if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
        const escaped = escapeMarkdownText(token.text);
        return plainDepth > 0 ? escaped : linkTerms(escaped);
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, toc };
}
