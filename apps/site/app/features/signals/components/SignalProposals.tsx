import { Button, Notice } from '@upm/ui';
import { Form } from 'react-router';
import { ConfirmAdminAction } from '~/platform/admin/ConfirmAdminAction';
import * as styles from '~/platform/admin/admin.css';
import type { AdminActionData } from '~/platform/admin/admin-action';
import { signalsAdminPath } from '~/platform/admin/paths';
import { formatPrice } from '~/features/signals/instruments';
import { formatGmt, orderTypeLabels } from '~/features/signals/signal-format';
import { formatRiskReward, riskReward } from '~/features/signals/signal-schema';
import type { SignalProposal } from '~/features/signals/signals.server';

export interface SignalProposalsProps {
  proposals: SignalProposal[];
  /** The signed-in admin: their own proposals wait for someone else. */
  admin: string;
  csrf: string;
  actionData?: AdminActionData<'approve'>;
}

const describe = (proposal: SignalProposal) =>
  `${proposal.direction} ${proposal.instrument} ${orderTypeLabels[proposal.orderType].toLowerCase()} at ${formatPrice(proposal.instrument, proposal.entry)}`;

/**
 * Proposals awaiting a second admin (four eyes): each with its levels and reasoning, and Approve for every admin
 * but the one who proposed it. Approving publishes it, after a confirmation step.
 */
export function SignalProposals({ proposals, admin, csrf, actionData }: SignalProposalsProps) {
  const confirming =
    actionData?.kind === 'confirm' ? proposals.find((p) => p.id === actionData.values.proposalId) : undefined;
  return (
    <section aria-labelledby="proposals-heading" className={styles.form}>
      <h2 id="proposals-heading">Awaiting approval</h2>
      {actionData?.kind === 'refused' && (
        <Notice role="alert" tone="negative">
          {actionData.message}
        </Notice>
      )}
      {confirming && actionData?.kind === 'confirm' && (
        <ConfirmAdminAction csrf={csrf} intent="approve" values={actionData.values} backHref={signalsAdminPath}>
          Approve and publish {describe(confirming)}, proposed by {confirming.proposedBy}? It becomes public now and
          cannot be undone.
        </ConfirmAdminAction>
      )}
      {proposals.length === 0 ? (
        <p className={styles.empty}>No proposals await approval.</p>
      ) : (
        <ul className={styles.form}>
          {proposals.map((proposal) => (
            <li key={proposal.id} className={styles.panel}>
              <h3>{describe(proposal)}</h3>
              <p>
                Stop-loss {formatPrice(proposal.instrument, proposal.stopLoss)}, take-profit{' '}
                {formatPrice(proposal.instrument, proposal.takeProfit)} (risk-reward{' '}
                {formatRiskReward(riskReward(proposal))}). Proposed by {proposal.proposedBy},{' '}
                {formatGmt(proposal.proposedAt)}.
              </p>
              <p>Reasoning: {proposal.note}</p>
              {proposal.proposedBy === admin ? (
                <p>You proposed this signal: a second admin approves it.</p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="proposalId" value={proposal.id} />
                  <Button type="submit">Approve {describe(proposal)}</Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
