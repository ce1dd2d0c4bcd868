import type { FieldErrors, SyncSchema } from '~/platform/forms/submission';

/*
 * The admin action shape (decision 028) as types and names, which the admin pages may read too: an intent table,
 * the steps a post leads to, the answers it can give and the field that carries a destructive intent out. The
 * functions that run it on the server are in `admin-action.server.ts`.
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

/** A schema, or one built for the record the intent acts on (an amended stop-loss is checked against its signal). */
type SchemaFor<Target> = SyncSchema<unknown> | ((target: Target) => SyncSchema<unknown>);

/** One intent: the form fields it reads, its rules (none: it carries no value), and whether it needs confirming. */
export interface IntentSpec<Target = void> {
  readonly fields: readonly string[];
  readonly schema?: SchemaFor<Target>;
  /** Destructive or public and hard to undo: carried out only by the confirmation step's second post. */
  readonly destructive?: boolean;
}

export type IntentSpecs<Target = void> = Readonly<Record<string, IntentSpec<Target>>>;

type OutputOf<Schema> = Schema extends { '~standard': { types?: infer Types } }
  ? NonNullable<Types> extends { output: infer Output }
    ? Output
    : never
  : never;

/** The typed value of an intent: its schema's output, or `undefined` when it has no schema. */
export type IntentValue<Spec> = Spec extends { schema: infer Schema }
  ? Schema extends (target: never) => infer Built
    ? OutputOf<Built>
    : OutputOf<Schema>
  : undefined;

/** What an admin post leads to before anything changes: a typed intent to carry out, or an answer to give. */
export type IntentStep<Specs extends IntentSpecs<never>> =
  | {
      [Name in keyof Specs & string]: {
        kind: 'run';
        intent: Name;
        value: IntentValue<Specs[Name]>;
        values: Record<string, string>;
      };
    }[keyof Specs & string]
  | AdminActionData<keyof Specs & string>;

/** The step that carries an intent out: its name and its typed value, one member per declared intent. */
export type RunStep<Specs extends IntentSpecs<never>> = Extract<IntentStep<Specs>, { kind: 'run' }>;
