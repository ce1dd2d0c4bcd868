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

/** The actions the signal's status allows; each posts its first step, which the server answers with a confirmation. */
export function SignalActionForms({ signal, csrf, failed }: SignalActionFormsProps) {
  const values = (intent: string) => (failed?.intent === intent ? failed.values : {});
  const errors = (intent: string) => (failed?.intent === intent ? failed.errors : {});
  const price = (value: number) => formatPrice(signal.instrument, value);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
  return (
    <div className={styles.form}>
      {signal.status === 'pending' && (
        <Form method="post" className={styles.panel} aria-labelledby="trigger-heading">
          <h2 id="trigger-heading">Mark triggered</h2>
          {hidden('trigger')}
          <p>The entry price {price(signal.entry)} was reached: the signal becomes active now.</p>
          <Button type="submit">Mark triggered</Button>
        </Form>
      )}
      <Form method="post" className={styles.panel} aria-labelledby="amend-heading">
        <h2 id="amend-heading">Amend</h2>
        {hidden('amend')}
        <AdminField
          idPrefix="amend"
          name="stopLoss"
          label="Stop-loss"
          required
          defaultValue={values('amend').stopLoss ?? price(signal.stopLoss)}
          error={errors('amend').stopLoss}
        />
        <AdminField
          idPrefix="amend"
          name="takeProfit"
          label="Take-profit"
          required
          defaultValue={values('amend').takeProfit ?? price(signal.takeProfit)}
          error={errors('amend').takeProfit}
        />
        <Button type="submit">Amend</Button>
      </Form>
      {signal.status === 'active' && (
        <CloseForm values={values('close')} errors={errors('close')} hidden={hidden('close')} />
      )}
      {signal.status === 'pending' && (
        <Form method="post" className={styles.panel} aria-labelledby="cancel-heading">
          <h2 id="cancel-heading">Cancel</h2>
          {hidden('cancel')}
          <AdminField
            idPrefix="cancel"
            name="reason"
            label="Reason"
            hint="Shown publicly on the signal."
            required
            type="textarea"
            defaultValue={values('cancel').reason}
            error={errors('cancel').reason}
            inputProps={{ maxLength: reasonMaxLength }}
          />
          <Button type="submit" variant="danger">
            Cancel signal
          </Button>
        </Form>
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
  hidden: React.ReactNode;
  intent?: 'close' | 'correct';
}) {
  const { values, errors, hidden, intent = 'close' } = props;
  const correcting = intent === 'correct';
  return (
    <Form method="post" className={styles.panel} aria-labelledby={`${intent}-heading`}>
      <h2 id={`${intent}-heading`}>{correcting ? 'Correct the exit' : 'Close'}</h2>
      {correcting && <p>A correction is added to the public timeline with the old and new values and its reason.</p>}
      {hidden}
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
        <AdminField
          idPrefix={intent}
          name="reason"
          label="Reason for the correction"
          hint="Shown publicly on the signal's timeline."
          required
          type="textarea"
          defaultValue={values.reason}
          error={errors.reason}
          inputProps={{ maxLength: reasonMaxLength }}
        />
      ) : (
        errors.reason && (
          <Notice role="alert" tone="negative" padding="sm">
            {errors.reason}
          </Notice>
        )
      )}
      <Button type="submit">{correcting ? 'Correct' : 'Close'}</Button>
    </Form>
  );
}

/** The Correct form of a closed signal. */
export function CorrectForm({ signal, csrf, failed }: SignalActionFormsProps) {
  return (
    <CloseForm
      intent="correct"
      values={failed?.values ?? { outcome: signal.outcome ?? 'manual' }}
      errors={failed?.errors ?? {}}
      hidden={
        <>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="correct" />
        </>
      }
    />
  );
}
