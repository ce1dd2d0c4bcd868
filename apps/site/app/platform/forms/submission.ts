import { controlCharacterMessage, hasControlCharacter } from '~/platform/text/control-characters';

/*
 * One way to handle a form (browser and server): read the submitted fields as strings, validate them with the
 * form's one zod schema (classic or zod/mini, through the Standard Schema interface, so this module adds no zod
 * code to a page), and get either the typed value or the first message per field.
 */

/** The part of the Standard Schema interface (which zod implements) this module uses. */
interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}
type StandardResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly StandardIssue[] };
export interface SyncSchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  };
}

/** Field name → its first message. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type Submission<Value, Field extends string = string> =
  { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/** The named fields of a submitted form as typed (a missing or file field becomes ''). */
export function formValues<Field extends string>(
  form: FormData | URLSearchParams,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const raw = form.get(field);
    values[field] = typeof raw === 'string' ? raw : '';
  }
  return values;
}

/** Fields whose text holds a control character, each with its message: refused for every form, whatever its schema. */
function controlCharacterErrors<Field extends string>(input: unknown): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (typeof input !== 'object' || input === null) return errors;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && hasControlCharacter(value)) errors[key as Field] = controlCharacterMessage;
  }
  return errors;
}

/**
 * Validates `input` with a synchronous schema: its output, or the first message of each field (by issue path).
 * A field with a control character is refused here, once for every form and API body, so none reaches a
 * service, the database or a document (XML, e-mail) written from it.
 */
export function parseSubmission<Output, Field extends string = string>(
  schema: SyncSchema<Output>,
  input: unknown,
): Submission<Output, Field> {
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) throw new TypeError('parseSubmission needs a synchronous schema');
  const errors = controlCharacterErrors<Field>(input);
  if (!result.issues) return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: result.value };
  for (const issue of result.issues) {
    const head = issue.path?.[0];
    const key = typeof head === 'object' && head !== null ? head.key : head;
    if (typeof key === 'string') errors[key as Field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Moves focus to the first field, in document order, that has an error (after a failed submission). */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
