import { Button, Notice, Select } from '@upm/ui';
import { Form } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import * as styles from '~/platform/admin/admin.css';
import type { FieldErrors } from '~/platform/forms/submission';
import { formatPrice } from '~/features/signals/instruments';
import { outcomeLabels } from '~/features/signals/signal-format';
import { closeOutcomes, reasonMaxLength } from '~/features/signals/signal-schema';
import type { Signal } from '~/features/signals/signal-types';

export interface SignalActionFormsProps {
  signal: Signal;
  csrf: string;
  /** The intent whose last submission was refused, with what was typed and why. */
  failed?: { intent: string; values: Record<string, string>; errors: FieldErrors };
}

const outcomeOptions = closeOutcomes.map((value) => ({ value, label: outcomeLabels[value] }));

/** One action's form: a panel headed by the action, posting the CSRF token and the intent with its fields. */
function ActionPanel({
  intent,
  heading,
  csrf,
  children,
}: {
  intent: string;
  heading: string;
  csrf: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className={styles.panel} aria-labelledby={`${intent}-heading`}>
      <h2 id={`${intent}-heading`}>{heading}</h2>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The public reason of a cancellation or a correction. */
function ReasonField({
  intent,
  label,
  hint,
  value,
  error,
}: {
  intent: string;
  label: string;
  hint: string;
  value?: string;
  error?: string;
}) {
  return (
    <AdminField
      idPrefix={intent}
      name="reason"
      label={label}
      hint={hint}
      required
      type="textarea"
      defaultValue={value}
      error={error}
      inputProps={{ maxLength: reasonMaxLength }}
    />
  );
}

/** The actions the signal's status allows; each posts its first step, which the server answers with a confirmation. */
export function SignalActionForms({ signal, csrf, failed }: SignalActionFormsProps) {
  const values = (intent: string) => (failed?.intent === intent ? failed.values : {});
  const errors = (intent: string) => (failed?.intent === intent ? failed.errors : {});
  const price = (value: number) => formatPrice(signal.instrument, value);
  const level = (name: 'stopLoss' | 'takeProfit', label: string) => (
    <AdminField
      idPrefix="amend"
      name={name}
      label={label}
      required
      defaultValue={values('amend')[name] ?? price(signal[name])}
      error={errors('amend')[name]}
    />
  );
  return (
    <div className={styles.form}>
      {signal.status === 'pending' && (
        <ActionPanel intent="trigger" heading="Mark triggered" csrf={csrf}>
          <p>The entry price {price(signal.entry)} was reached: the signal becomes active now.</p>
          <Button type="submit">Mark triggered</Button>
        </ActionPanel>
      )}
      <ActionPanel intent="amend" heading="Amend" csrf={csrf}>
        {level('stopLoss', 'Stop-loss')}
        {level('takeProfit', 'Take-profit')}
        <Button type="submit">Amend</Button>
      </ActionPanel>
      {signal.status === 'active' && <CloseForm values={values('close')} errors={errors('close')} csrf={csrf} />}
      {signal.status === 'pending' && (
        <ActionPanel intent="cancel" heading="Cancel" csrf={csrf}>
          <ReasonField
            intent="cancel"
            label="Reason"
            hint="Shown publicly on the signal."
            value={values('cancel').reason}
            error={errors('cancel').reason}
          />
          <Button type="submit" variant="danger">
            Cancel signal
          </Button>
        </ActionPanel>
      )}
    </div>
  );
}

/**
 * The Close form: which level was hit, or the price it was closed at by hand; or, as `correct`, the close as it
 * should have been recorded, with its public reason (the confirmation step shows the pips and R it records).
 */
function CloseForm(props: {
  values: Record<string, string>;
  errors: FieldErrors;
  csrf: string;
  intent?: 'close' | 'correct';
}) {
  const { values, errors, csrf, intent = 'close' } = props;
  const correcting = intent === 'correct';
  return (
    <ActionPanel intent={intent} heading={correcting ? 'Correct the exit' : 'Close'} csrf={csrf}>
      {correcting && <p>A correction is added to the public timeline with the old and new values and its reason.</p>}
      <Select
        id={`${intent}-outcome`}
        name="outcome"
        label="How it closed"
        required
        options={outcomeOptions}
        defaultValue={values.outcome ?? (correcting ? 'manual' : 'take-profit')}
        error={errors.outcome}
      />
      <AdminField
        idPrefix={intent}
        name="exitPrice"
        label="Exit price"
        hint="Needed for Close at price; for a level hit, only if it filled at another price."
        defaultValue={values.exitPrice}
        error={errors.exitPrice}
      />
      {correcting ? (
        <ReasonField
          intent={intent}
          label="Reason for the correction"
          hint="Shown publicly on the signal's timeline."
          value={values.reason}
          error={errors.reason}
        />
      ) : (
        errors.reason && (
          <Notice role="alert" tone="negative" padding="sm">
            {errors.reason}
          </Notice>
        )
      )}
      <Button type="submit">{correcting ? 'Correct' : 'Close'}</Button>
    </ActionPanel>
  );
}

/** The Correct form of a closed signal. */
export function CorrectForm({ signal, csrf, failed }: SignalActionFormsProps) {
  return (
    <CloseForm
      intent="correct"
      values={failed?.values ?? { outcome: signal.outcome ?? 'manual' }}
      errors={failed?.errors ?? {}}
      csrf={csrf}
    />
  );
}
