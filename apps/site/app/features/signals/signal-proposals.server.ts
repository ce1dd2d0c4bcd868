import { randomUUID } from 'node:crypto';
import { recordAudit } from '~/platform/admin/audit.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import type { SignalPolicy } from '~/signal-policy.server';
import { type OrderColumns, toSignalInput } from './signal-rows.server';
import type { SignalInput } from './signal-schema';
import {
  type Clock,
  type SignalActor,
  type SignalFailure,
  type SignalResult,
  issue,
  publishErrors,
  publishIn,
} from './signal-writes.server';

/*
 * Four eyes: with SIGNALS_FOUR_EYES on, an admin proposes a signal and a second, different admin approves it;
 * only the approval publishes it (and times it), in one transaction with the proposal's decision and both
 * audit entries. A proposal is never public and bumps no data version.
 */

export interface SignalProposal extends SignalInput {
  id: string;
  proposedBy: string;
  proposedById: string;
  proposedAt: string;
}

interface ProposalRow extends OrderColumns {
  id: string;
  proposed_by: string;
  proposed_by_id: string;
  proposed_at: string;
}

const toProposal = (row: ProposalRow): SignalProposal => ({
  id: row.id,
  ...toSignalInput(row),
  proposedBy: row.proposed_by,
  proposedById: row.proposed_by_id,
  proposedAt: row.proposed_at,
});

/** Stores a proposal once its levels and the policy allow it (the same rules as publishing). */
export function proposeSignal(
  db: Db,
  input: SignalInput,
  by: SignalActor,
  context: { clock: Clock; policy: SignalPolicy },
): Promise<Result<SignalProposal, SignalFailure>> {
  return db.transaction(async (tx) => {
    const at = issue(context.clock);
    // Proposed, not published: its market is checked when an approval publishes it.
    const errors = publishErrors(input, context.policy, at, null);
    if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors } as const;
    const proposal: SignalProposal = {
      ...input,
      id: randomUUID(),
      proposedBy: by.username,
      proposedById: by.id,
      proposedAt: at,
    };
    await tx.run(
      `INSERT INTO signal_proposals (id, instrument, direction, order_type, entry, stop_loss, take_profit, note,
        valid_until, proposed_by, proposed_by_id, proposed_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'proposed')`,
      [
        proposal.id,
        input.instrument,
        input.direction,
        input.orderType,
        input.entry,
        input.stopLoss,
        input.takeProfit,
        input.note,
        input.validUntil,
        by.username,
        by.id,
        at,
      ],
    );
    await recordAudit(tx, {
      admin: by,
      action: 'signal.propose',
      entity: 'signal-proposal',
      entityId: proposal.id,
      before: null,
      after: proposal,
    });
    return { ok: true, value: proposal } as const;
  });
}

/** Proposals awaiting approval, oldest first. */
export async function listProposals(db: Db): Promise<SignalProposal[]> {
  const rows = await db.all<ProposalRow>(
    "SELECT * FROM signal_proposals WHERE status = 'proposed' ORDER BY proposed_at, id LIMIT 200",
  );
  return rows.map(toProposal);
}

/** One open proposal, or null. */
export async function readProposal(db: Db, id: string): Promise<SignalProposal | null> {
  const row = await db.get<ProposalRow>("SELECT * FROM signal_proposals WHERE id = ? AND status = 'proposed'", [id]);
  return row ? toProposal(row) : null;
}

/**
 * Approves proposal `id` as `by` and publishes it: refused when `by` proposed it (the point of four eyes is a
 * second person) or when it was decided already; the levels and the policy are checked again at approval.
 */
export function approveProposal(
  db: Db,
  id: string,
  by: SignalActor,
  context: { clock: Clock; policy: SignalPolicy },
): Promise<SignalResult> {
  return db.transaction(async (tx) => {
    const proposal = await readProposal(tx, id);
    if (!proposal) return { ok: false, reason: 'not-found' } as const;
    if (proposal.proposedById === by.id) {
      return {
        ok: false,
        reason: 'conflict',
        message: 'You proposed this signal: a second, different admin must approve it. Nothing changed.',
      } as const;
    }
    const at = issue(context.clock);
    const { id: _id, proposedBy, proposedById: _by, proposedAt: _at, ...input } = proposal;
    const errors = publishErrors(input, context.policy, at, 'approval');
    if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors } as const;
    // Claimed first, so an approval racing on another instance finds it decided and changes nothing.
    const { changes } = await tx.run(
      "UPDATE signal_proposals SET status = 'approved', decided_by = ?, decided_at = ? WHERE id = ? AND status = 'proposed'",
      [by.username, at, id],
    );
    if (changes !== 1) {
      return {
        ok: false,
        reason: 'conflict',
        message: 'This proposal was decided meanwhile. Nothing changed.',
      } as const;
    }
    const published = await publishIn(tx, input, by, at, { policy: context.policy, proposedBy });
    // Checked just above with the same rules: a failure here is a bug, and throwing rolls the claim back.
    if (!published.ok) throw new Error(`An approved proposal could not be published: ${published.reason}`);
    await tx.run('UPDATE signal_proposals SET signal_id = ? WHERE id = ?', [published.value.id, id]);
    await recordAudit(tx, {
      admin: by,
      action: 'signal.approve',
      entity: 'signal-proposal',
      entityId: id,
      before: proposal,
      after: { signalId: published.value.id },
    });
    return published;
  });
}
