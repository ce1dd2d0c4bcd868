/*
 * What a service operation returns: its value, or why it did not happen. Routes choose the HTTP status from the
 * reason (failureStatus), never by comparing an error sentence.
 */

/**
 * Why an operation was refused: the record is gone, the input is not valid, it clashes with the stored state, or
 * the same address tried too often (a public form's per-address quota).
 */
export type FailureReason = 'not-found' | 'invalid' | 'conflict' | 'rate-limited';

/** The value, or a failure with its reason (and whatever details `Failure` adds, such as field errors). */
export type Result<Value, Failure extends { reason: FailureReason } = { reason: FailureReason }> =
  { ok: true; value: Value } | ({ ok: false } & Failure);

/** The HTTP status of each reason. */
export const failureStatus = {
  'not-found': 404,
  invalid: 400,
  conflict: 409,
  'rate-limited': 429,
} as const satisfies Record<FailureReason, number>;
