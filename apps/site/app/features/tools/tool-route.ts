import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '~/platform/seo/seo';
import { jsonLdMeta, toolJsonLd } from '~/platform/seo/structured-data';
import { type ToolShape, toolValues } from './tool-values';
import { toolPages } from '~/content/page-books/tools';

/*
 * What every tool route shares. The pages render per request (pages.ts): the result depends on the query, and
 * the production server would answer a prerendered file whatever the query. The server keeps each tool's recent
 * canonical queries (features/tools/tool-page-versions.server.ts), a bounded number per tool, so random query
 * parameters cannot fill the cache; the canonical link names the bare tool URL.
 */

/** "no-cache": a browser may keep the page but asks again each time, so it never pairs with assets of an older build. */
export const toolHeaders = { 'Cache-Control': 'no-cache' };

/** The tool's values from the request's query string (defaults for missing parameters). */
export function toolLoaderValues<Field extends string>(shape: ToolShape<Field>, request: Request) {
  return toolValues(shape, new URL(request.url).searchParams);
}

/** A calculator's loader: the values of a shared link and their outcome, so the server renders the result. */
export const toolLoader =
  <Field extends string, Outcome>(shape: ToolShape<Field>, outcomeOf: (values: Record<Field, string>) => Outcome) =>
  ({ request }: { request: Request }) => {
    const values = toolLoaderValues(shape, request);
    return { values, outcome: outcomeOf(values) };
  };

/** A tool page's meta tags, with its WebApplication JSON-LD. */
export function toolMeta(path: string): MetaDescriptor[] {
  return pageMeta(toolPages, path, [jsonLdMeta(toolJsonLd(toolPages, path))]);
}
