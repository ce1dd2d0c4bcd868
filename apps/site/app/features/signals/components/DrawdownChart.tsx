import type { DrawdownPoint } from '~/features/signals/signal-statistics';
import { formatGmtDate, signedNumber } from '~/features/signals/signal-format';
import { RChartFigure } from './RChartFigure';

export interface DrawdownChartProps {
  heading: string;
  /** How far cumulative R stood below its running peak after each closed signal (thinned on the server). */
  points: readonly DrawdownPoint[];
}

/** The deepest drawdown and when it was reached, in a sentence. */
export function drawdownSummary(points: readonly DrawdownPoint[]): string {
  const deepest = points.reduce<DrawdownPoint | null>(
    (worst, point) => (worst === null || point.drawdownR > worst.drawdownR ? point : worst),
    null,
  );
  if (!deepest) return '';
  if (deepest.drawdownR === 0) return 'Cumulative R never fell below a previous high.';
  return `Deepest: ${signedNumber(-deepest.drawdownR, 2)} R below the previous high, after signal ${deepest.count} (${formatGmtDate(deepest.closedAt)}).`;
}

/** The drawdown below the running high of cumulative R, drawn downward from 0 R, with its figures as a table. */
export function DrawdownChart({ heading, points }: DrawdownChartProps) {
  return (
    <RChartFigure
      heading={heading}
      points={points.map((point) => ({ ...point, value: -point.drawdownR }))}
      shape="area"
      summary={drawdownSummary(points)}
      tableLabel="The drawdown as a table"
      thinnedCaption="at its deepest points between signals"
      valueHeader="Below the high (R)"
    />
  );
}
