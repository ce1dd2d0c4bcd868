import type { CurvePoint } from '~/features/signals/signal-results';
import { formatGmtDate, signedNumber } from '~/features/signals/signal-format';
import { RChartFigure } from './RChartFigure';

export interface EquityCurveProps {
  heading: string;
  /** Cumulative R after the `count`-th closed signal, in closing order (thinned on the server: thinCurve). */
  points: readonly CurvePoint[];
}

/** One sentence with the curve's span, end, low and high: what a glance at the chart tells. */
export function curveSummary(points: readonly CurvePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  const values = points.map((point) => point.cumulativeR);
  const r = (value: number) => `${signedNumber(value, 2)} R`;
  return `From 0 R to ${r(last.cumulativeR)} over ${last.count} closed ${last.count === 1 ? 'signal' : 'signals'}, ${formatGmtDate(first.closedAt)} to ${formatGmtDate(last.closedAt)}; lowest ${r(Math.min(0, ...values))}, highest ${r(Math.max(0, ...values))}.`;
}

/**
 * Cumulative R after each closed signal, drawn on the server with labelled axes; the same figures follow in a
 * table for screen readers and anyone who prefers numbers (the picture itself is hidden from them).
 */
export function EquityCurve({ heading, points }: EquityCurveProps) {
  return (
    <RChartFigure
      heading={heading}
      points={points.map((point) => ({ ...point, value: point.cumulativeR }))}
      shape="line"
      summary={curveSummary(points)}
      tableLabel="The equity curve as a table"
      thinnedCaption="at its highs and lows between signals"
      valueHeader="Cumulative R"
    />
  );
}
