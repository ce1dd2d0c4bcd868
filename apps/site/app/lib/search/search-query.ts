/*
 * The query rules and the snippet marking of the site search, shared by the server (which searches) and the page
 * (which shows the limits). Browser-safe: no index and no database here.
 */

/** Past this many characters a query is cut, and the page says so: a long paste is never an error. */
export const maxQueryLength = 200;
/** Words past this many are ignored: each word is one walk of the index, so a flood of long queries stays cheap. */
export const maxQueryTerms = 8;
/** Results shown for one query. */
export const maxResults = 20;

/**
 * Words a question is phrased with rather than asked about ("what is a pip" asks about "pip"). Left in, they make a
 * long lesson that says "what is" outrank the term asked for, and with words ANDed they exclude the short glossary
 * entries. Only grammar words: nothing a trader searches for ("long", "short", "up", "down", "out", "over", "no" and
 * "not" stay), so "stop out" and "long position" keep their meaning.
 */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an the and or but if so than then of to in on at by for from with without about into onto as is are was ' +
    'were be been being am do does did doing done have has had having i me my mine we us our you your it its this ' +
    'that these those there here what which who whom whose when where why how can could should would will shall ' +
    'may might must please tell mean means meant meaning much many some any just also'
  ).split(' '),
);

export interface ParsedQuery {
  /** The query as searched: trimmed, spaces collapsed, cut to maxQueryLength. */
  text: string;
  /**
   * Lower-case words, at most maxQueryTerms, stop words left out (a query of stop words only, "about us", keeps
   * them: it has nothing else to search).
   */
  terms: string[];
  /** What was left out: the characters past the cap and the words past the limit. */
  truncated: boolean;
}

/** Splits text into lower-case words (letters and digits, with the dashes and slashes inside ids and pairs). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Reads `q` as typed; a missing or blank value is the empty query. */
export function parseQuery(raw: string | null | undefined): ParsedQuery {
  const collapsed = (raw ?? '').replace(/\s+/g, ' ').trim();
  const text = collapsed.slice(0, maxQueryLength).trim();
  const all = [...new Set(words(text))];
  const meaningful = all.filter((word) => !stopWords.has(word));
  const kept = meaningful.length > 0 ? meaningful : all;
  return {
    text,
    terms: kept.slice(0, maxQueryTerms),
    truncated: collapsed.length > maxQueryLength || kept.length > maxQueryTerms,
  };
}

/** A piece of a snippet: plain text, or text the query matched (shown in `<mark>`). */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const snippetLength = 180;

/**
 * The part of `text` around the first matched word, cut at word boundaries to about 180 characters, split into
 * marked and unmarked parts. `matched` are the indexed words that matched (lower case, possibly corrected from a
 * typo); a word of the text is marked when it starts with one of them. The parts are plain text: the page renders
 * them as React text, so markup in a title or a description is shown, never run.
 */
export function snippet(text: string, matched: readonly string[]): SnippetPart[] {
  const wanted = matched.map((word) => word.toLowerCase()).filter(Boolean);
  const pattern = /[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu;
  const hits: { start: number; end: number }[] = [];
  for (const match of text.matchAll(pattern)) {
    const word = match[0].toLowerCase();
    if (
      wanted.some(
        (want) =>
          word === want || word.startsWith(want) || (want.length > 3 && want.startsWith(word) && word.length > 3),
      )
    ) {
      hits.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  let from = 0;
  let to = text.length;
  if (text.length > snippetLength) {
    const first = hits[0]?.start ?? 0;
    from = Math.max(0, first - 60);
    if (from > 0) {
      const space = text.indexOf(' ', from);
      from = space === -1 || space > first ? from : space + 1;
    }
    to = Math.min(text.length, from + snippetLength);
    if (to < text.length) {
      const space = text.lastIndexOf(' ', to);
      to = space > from ? space : to;
    }
  }
  const parts: SnippetPart[] = [];
  const push = (value: string, mark: boolean) => {
    if (value) parts.push({ text: value, mark });
  };
  if (from > 0) push('…', false);
  let at = from;
  for (const hit of hits) {
    if (hit.end <= from || hit.start >= to) continue;
    const start = Math.max(hit.start, from);
    const end = Math.min(hit.end, to);
    push(text.slice(at, start), false);
    push(text.slice(start, end), true);
    at = end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push('…', false);
  return parts;
}
