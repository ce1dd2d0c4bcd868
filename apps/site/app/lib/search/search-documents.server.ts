import { brokerPath } from '~/features/brokers/broker-paths';
import { webinarPath } from '~/features/webinars/webinar-paths';
import { glossaryTerms } from '~/content/glossary';
import { beginnerLessonModules } from '~/content/lessons/beginner';
import { pages } from '~/content/pages';
import type { Db } from '~/platform/db/types';

/*
 * What the site search finds, as flat documents: the content (pages, lessons, glossary terms) from the typed content
 * modules, and the published rows of the database (signals grouped by instrument, brokers, webinars). The rows are
 * read with plain SQL over the few public columns a result needs, so the search loads none of the features' code.
 */

export type SearchType = 'Glossary' | 'Lesson' | 'Page' | 'Tool' | 'Signals' | 'Signal' | 'Broker' | 'Webinar';

export interface SearchDocument {
  id: string;
  type: SearchType;
  title: string;
  url: string;
  /** Other names the document is found by (aliases, labels, objectives); weighed below the title. */
  keywords: string;
  /** One or two sentences: the usual snippet. */
  text: string;
  /** Longer text, searched with a low weight; the snippet comes from it only when `text` has no match. */
  body: string;
}

/** A published signal, found by its id (a prefix of it is enough). */
export interface SignalEntry {
  id: string;
  /** The id in lower case: the sort and prefix key. */
  key: string;
  instrument: string;
  direction: string;
  publishedAt: string;
}

/** Markdown to plain words: headings, emphasis, tables and diagram lines dropped. */
function plain(markdown: string): string {
  return markdown
    .replace(/^!\[.*\]\(.*\)$/gm, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`|>]+/g, ' ')
    .replace(/-{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let contentDocuments: SearchDocument[] | undefined;

/** The content's documents: built once per process (the content is part of the build). */
export function contentSearchDocuments(): SearchDocument[] {
  contentDocuments ??= [
    ...pages.map((page): SearchDocument => ({
      id: `page:${page.path}`,
      type: page.path.startsWith('/tools/') ? 'Tool' : 'Page',
      title: page.h1,
      url: page.path,
      keywords: `${page.label} ${page.title}`,
      text: page.description,
      body: '',
    })),
    ...beginnerLessonModules.flatMap((module) =>
      module.lessons.map((lesson): SearchDocument => ({
        id: `lesson:${module.slug}/${lesson.slug}`,
        type: 'Lesson',
        title: lesson.title,
        url: `/education/beginner/${module.slug}/${lesson.slug}`,
        keywords: [module.title, ...lesson.objectives, ...lesson.terms.map((term) => term.replace(/-/g, ' '))].join(
          ' ',
        ),
        text: lesson.summary,
        body: plain(`${lesson.body} ${lesson.example.title} ${lesson.example.body}`),
      })),
    ),
    ...glossaryTerms.map((term): SearchDocument => ({
      id: `glossary:${term.slug}`,
      type: 'Glossary',
      title: term.term,
      url: `/glossary/${term.slug}`,
      keywords: term.aliases.join(' '),
      text: term.definition,
      body: plain(term.explanation),
    })),
  ];
  return contentDocuments;
}

/** The database's share: one document per signal instrument, brokers and webinars, plus every signal's id. */
export async function databaseSearchDocuments(
  db: Db,
): Promise<{ documents: SearchDocument[]; signals: SignalEntry[] }> {
  const [instruments, signals, brokers, webinars] = await Promise.all([
    db.all<{ instrument: string; n: number | string; latest: string }>(
      'SELECT instrument, COUNT(*) AS n, MAX(published_at) AS latest FROM signals GROUP BY instrument',
    ),
    db.all<{ id: string; instrument: string; direction: string; published_at: string }>(
      'SELECT id, instrument, direction, published_at FROM signals',
    ),
    db.all<{ id: string; slug: string | null; name: string; description: string }>(
      'SELECT id, slug, name, description FROM brokers WHERE is_active = 1',
    ),
    db.all<{ id: string; title: string; description: string; presenter: string; starts_at: string }>(
      "SELECT id, title, description, presenter, starts_at FROM webinars WHERE status = 'scheduled'",
    ),
  ]);
  const documents: SearchDocument[] = [
    ...instruments.map((row): SearchDocument => ({
      id: `signals:${row.instrument}`,
      type: 'Signals',
      title: `${row.instrument} signals`,
      url: `/services/signals/history?${new URLSearchParams({ instrument: row.instrument })}`,
      keywords: `${row.instrument} ${row.instrument.replace('/', '')} signal`,
      text: `${Number(row.n)} published ${row.instrument} ${Number(row.n) === 1 ? 'signal' : 'signals'}, the latest on ${row.latest.slice(0, 10)}: every entry, stop, target and result.`,
      body: '',
    })),
    ...brokers.map((row): SearchDocument => ({
      id: `broker:${row.id}`,
      type: 'Broker',
      title: row.name,
      url: brokerPath(row.slug ?? row.id),
      keywords: 'broker',
      text: row.description.slice(0, 400),
      body: '',
    })),
    ...webinars.map((row): SearchDocument => ({
      id: `webinar:${row.id}`,
      type: 'Webinar',
      title: row.title,
      url: webinarPath(row.id),
      keywords: `webinar ${row.presenter}`,
      text: `${row.starts_at.slice(0, 10)}, with ${row.presenter}. ${row.description.slice(0, 300)}`,
      body: '',
    })),
  ];
  return {
    documents,
    signals: signals.map((row) => ({
      id: row.id,
      key: row.id.toLowerCase(),
      instrument: row.instrument,
      direction: row.direction,
      publishedAt: row.published_at,
    })),
  };
}
