import { RiskRewardTool } from '~/features/tools/components/RiskRewardTool';
import { ToolPage } from '~/features/tools/components/ToolPage';
import { riskRewardGuide } from '~/content/tools/risk-reward';
import { riskRewardOutcome } from '~/features/tools/components/risk-reward-outcome';
import { riskRewardShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/features/tools/tool-route';
import { requestContext } from '~/context.server';
import type { Route } from './+types/risk-reward';

export const meta = () => toolMeta(riskRewardShape.path);

export const headers = () => toolHeaders;

/**
 * The values of a shared link: the server renders their result, so the page works without JavaScript. The
 * minimum ratio is the signal desk's (SIGNALS_MIN_RISK_REWARD): it is the same for every request of a process, so
 * the page cache's key (the canonical query) still names the page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const values = toolLoaderValues(riskRewardShape, request);
  const minimum = requestContext(context).config.signals.minRiskReward;
  return { values, minimum, outcome: riskRewardOutcome(values, minimum) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={riskRewardShape.path} guide={riskRewardGuide}>
      <RiskRewardTool initial={loaderData.values} minimum={loaderData.minimum} outcome={loaderData.outcome} />
    </ToolPage>
  );
}
