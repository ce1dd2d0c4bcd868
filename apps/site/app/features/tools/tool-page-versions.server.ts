import type { CachedPagesDeclaration, PageKey } from '~/platform/page-cache/cached-pages.server';
import { type ToolShape, toolSearch, toolValues } from './tool-values';
import { marginShape, pipValueShape, positionSizeShape, profitShape, riskRewardShape } from './tool-shapes';

/** How many queries of each calculator are kept: shared links come back, random figures only churn their own. */
export const toolEntriesKept = 20;

/**
 * The calculators the production server keeps per canonical query (server/page-cache.ts): a calculator's page
 * depends only on its values, so the values in the form's field order are the key and the version never moves
 * (a new build is a new process). Unknown parameters are dropped and each value is cut as the loader cuts it, so
 * a shared link renders once. Market hours are not kept: that page depends on the clock.
 */
export const toolCachedPages = { version: { constant: 'tools' }, pages: cachedPages } satisfies CachedPagesDeclaration;

function cachedPages(): Record<string, PageKey> {
  const kept = (shape: ToolShape<string>): PageKey => ({
    canonicalSearch: async (params: URLSearchParams) => toolSearch(shape, toolValues(shape, params)),
    maxEntries: toolEntriesKept,
  });
  return {
    '/tools/position-size': kept(positionSizeShape),
    '/tools/pip-value': kept(pipValueShape),
    '/tools/margin': kept(marginShape),
    '/tools/profit': kept(profitShape),
    '/tools/risk-reward': kept(riskRewardShape),
  };
}
