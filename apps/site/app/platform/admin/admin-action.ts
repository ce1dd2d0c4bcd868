import type { FieldErrors } from '~/platform/forms/submission';

/*
 * The part of the admin action shape (decision 028) the admin pages read too: the answers a post can give and the
 * field that carries a destructive intent out. The server side is `admin-action.server.ts`.
 */

/** The form field that carries a destructive intent out: the confirmation step posts it, the first form does not. */
export const confirmationField = 'confirmed';

/**
 * The answers an admin form shows: the confirmation step, the field messages, or why nothing changed (with the
 * intent and what was typed when the form that failed should keep it).
 */
export type AdminActionData<Intent extends string = string> =
  | { kind: 'confirm'; intent: Intent; values: Record<string, string> }
  | { kind: 'invalid'; intent: Intent; values: Record<string, string>; errors: FieldErrors }
  | { kind: 'refused'; message: string; intent?: Intent; values?: Record<string, string> };
