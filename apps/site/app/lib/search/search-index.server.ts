import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { read } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import {
  type SearchDocument,
  type SearchType,
  type SignalEntry,
  contentSearchDocuments,
  databaseSearchDocuments,
} from './search-documents.server';
import { type ParsedQuery, type SnippetPart, maxResults, parseQuery, snippet, stopWords, words } from './search-query';

/*
 * The site search: one MiniSearch index in memory over the content and the public rows of the database, the same
 * code on SQLite and PostgreSQL (decision 039). The index is kept per data version of signals, brokers and
 * webinars: a write on any instance bumps the version in the database, so every instance builds a new index at its
 * next search. Signal ids are not in the index (10,000 random ids would swell it and every fuzzy walk); they are a
 * sorted array searched by prefix.
 */

export interface SearchHit {
  type: SearchType;
  title: string;
  url: string;
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  query: ParsedQuery;
  hits: SearchHit[];
}

interface Built {
  index: MiniSearch<SearchDocument>;
  signals: SignalEntry[];
  /** Glossary document ids by their title's words (see titleKeys). */
  termsByTitle: Map<string, string>;
  /** Each document's title as lower-case words: worked out once, not once per match while ranking. */
  titleWords: Map<string, string>;
}

/** Words for matching a query against a title: parts of `-` and `/` words apart, stop words out, as parseQuery does. */
function matchWords(terms: readonly string[]): string[] {
  const parts = terms.flatMap((term) => term.split(/[-/]/)).filter(Boolean);
  const meaningful = parts.filter((part) => !stopWords.has(part));
  return meaningful.length > 0 ? meaningful : parts;
}

/**
 * The keys a glossary term's title is matched by: its words, and its words without an abbreviation in brackets
 * ("Average true range (ATR)" is also "average true range"). "Stop-loss" and "stop loss" are one key.
 */
function titleKeys(title: string): string[] {
  const whole = matchWords(words(title)).join(' ');
  const bare = matchWords(words(title.replace(/\([^)]*\)/g, ' '))).join(' ');
  return [...new Set([whole, bare])].filter(Boolean);
}

function termsByTitle(documents: SearchDocument[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const document of documents) {
    if (document.type !== 'Glossary') continue;
    for (const key of titleKeys(document.title)) if (!map.has(key)) map.set(key, document.id);
  }
  return map;
}

/**
 * The glossary terms a query names: runs of its words equal to a term's title, longest first, a shorter title
 * inside a longer one left out ("margin call" names Margin call, not Margin too). At most 8 words, so at most 36
 * look-ups of a map whatever is typed.
 */
function namedTerms(terms: readonly string[], byTitle: Map<string, string>): string[] {
  const parts = matchWords(terms);
  const taken = parts.map(() => false);
  const found: string[] = [];
  for (let length = parts.length; length >= 1; length--) {
    for (let start = 0; start + length <= parts.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      const id = byTitle.get(parts.slice(start, start + length).join(' '));
      if (id === undefined || found.includes(id)) continue;
      found.push(id);
      taken.fill(true, start, start + length);
    }
  }
  return found;
}

/** Index tokens: each word, and the parts of a word joined by `-` or `/` ("eur/usd" is also "eur" and "usd"). */
function indexTokens(text: string): string[] {
  return words(text).flatMap((word) => (/[-/]/.test(word) ? [word, ...word.split(/[-/]/)] : [word]));
}

function buildIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'keywords', 'text', 'body'],
    storeFields: ['type', 'title', 'url', 'text', 'body'],
    tokenize: indexTokens,
    processTerm: (term) => term,
    searchOptions: { tokenize: words, processTerm: (term) => term },
  });
  index.addAll(documents);
  return index;
}

async function build(db: Db): Promise<Built> {
  const { documents, signals } = await databaseSearchDocuments(db);
  const content = contentSearchDocuments();
  const all = [...content, ...documents];
  const index = buildIndex(all);
  signals.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const titleWords = new Map(all.map((document) => [document.id, words(document.title).join(' ')]));
  return { index, signals, termsByTitle: termsByTitle(content), titleWords };
}

// One index per database handle (tests open several) and per data version.
const built = new WeakMap<Db, { key: string; value: Promise<Built> }>();

async function indexFor(db: Db): Promise<Built> {
  const [signals, brokers, webinars] = await Promise.all([
    read(db, 'signals'),
    read(db, 'brokers'),
    read(db, 'webinars'),
  ]);
  const key = `${signals}.${brokers}.${webinars}`;
  const kept = built.get(db);
  if (kept?.key === key) return kept.value;
  const value = build(db);
  const entry = { key, value };
  built.set(db, entry);
  // A failed build is not kept: the next search tries again.
  value.catch(() => {
    if (built.get(db) === entry) built.delete(db);
  });
  return value;
}

/** A word looks like the start of a signal id (hex, at least six characters, dashes allowed). */
const idLike = (term: string) => /^[0-9a-f][0-9a-f-]{5,35}$/.test(term);

/** The first signals whose id starts with `prefix`, by binary search over the sorted ids. */
function signalsByIdPrefix(signals: SignalEntry[], prefix: string, limit: number): SignalEntry[] {
  let low = 0;
  let high = signals.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (signals[middle]!.key < prefix) low = middle + 1;
    else high = middle;
  }
  const found: SignalEntry[] = [];
  for (let i = low; i < signals.length && found.length < limit && signals[i]!.key.startsWith(prefix); i++) {
    found.push(signals[i]!);
  }
  return found;
}

const typeWeight: Record<SearchType, number> = {
  Glossary: 1.2,
  Tool: 1.1,
  Lesson: 1,
  Page: 1,
  Signals: 1,
  Broker: 1,
  Webinar: 1,
  Signal: 1,
};

function hitFrom(result: MiniResult): SearchHit {
  const text = String(result.text ?? '');
  const body = String(result.body ?? '');
  const matched = result.terms;
  const textParts = snippet(text, matched);
  const bodyParts = !textParts.some((part) => part.mark) && body ? snippet(body, matched) : undefined;
  return {
    type: result.type as SearchType,
    title: String(result.title),
    url: String(result.url),
    snippet: bodyParts?.some((part) => part.mark) ? bodyParts : textParts,
  };
}

/** Searches the site; bounded: at most maxQueryTerms words, maxResults results, whatever is typed. */
export async function searchSite(db: Db, raw: string | null | undefined): Promise<SearchAnswer> {
  const query = parseQuery(raw);
  if (query.terms.length === 0) return { query, hits: [] };
  const { index, signals, termsByTitle: byTitle, titleWords } = await indexFor(db);
  const whole = query.terms.join(' ');
  const options = {
    boost: { title: 4, keywords: 2.5, text: 1.5, body: 0.4 },
    // Prefix matching from the second letter; typos forgiven from the fourth (one edit), seven (two edits).
    prefix: (term: string) => term.length >= 2,
    fuzzy: (term: string) => (term.length >= 7 ? 0.3 : term.length >= 4 ? 0.25 : false),
    maxFuzzy: 2,
    weights: { fuzzy: 0.45, prefix: 0.6 },
    // A document whose title is exactly the query (a glossary term's name, a broker's) goes first.
    boostDocument: (id: unknown, _term: string, stored?: Record<string, unknown>) => {
      const title = titleWords.get(id as string) ?? '';
      const weight = typeWeight[stored?.type as SearchType] ?? 1;
      return title === whole ? weight * 6 : title.startsWith(whole) ? weight * 1.5 : weight;
    },
  };
  let results = index.search(whole, { ...options, combineWith: 'AND' });
  if (results.length === 0 && query.terms.length > 1) results = index.search(whole, { ...options, combineWith: 'OR' });

  const hits: SearchHit[] = [];
  // An id (or its start) names one signal: shown before anything the words found.
  for (const term of query.terms.filter(idLike)) {
    for (const signal of signalsByIdPrefix(signals, term, 5)) {
      hits.push({
        type: 'Signal',
        title: `${signal.instrument} ${signal.direction} signal of ${signal.publishedAt.slice(0, 10)}`,
        url: `/services/signals/${encodeURIComponent(signal.id)}`,
        snippet: [
          { text: 'Signal ', mark: false },
          { text: signal.id.slice(0, term.length), mark: true },
          { text: signal.id.slice(term.length), mark: false },
        ],
      });
    }
  }
  // A glossary term the query names goes first, whether or not every other word matched it: "how does a stop loss
  // work" asks about Stop-loss, whose entry never says "work".
  const named = namedTerms(query.terms, byTitle);
  for (const id of named) {
    const found = results.find((result) => result.id === id);
    const stored = index.getStoredFields(id);
    if (found) hits.push(hitFrom(found));
    else if (stored) hits.push(hitFrom({ ...stored, id, terms: query.terms } as unknown as MiniResult));
  }
  for (const result of results) {
    if (hits.length >= maxResults) break;
    if (!named.includes(result.id as string)) hits.push(hitFrom(result));
  }
  return { query, hits: hits.slice(0, maxResults) };
}
