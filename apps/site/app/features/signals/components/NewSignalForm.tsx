import { Button, Select } from '@upm/ui';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import * as styles from '~/platform/admin/admin.css';
import { newSignalPath } from '~/platform/admin/paths';
import type { FieldErrors } from '~/platform/forms/submission';
import { instrumentSymbols, instruments } from '~/features/signals/instruments';
import { orderTypeLabels } from '~/features/signals/signal-format';
import {
  type PublishPolicy,
  type SignalField,
  directions,
  formatRiskReward,
  noteMaxLength,
  orderTypes,
  reasonMaxLength,
} from '~/features/signals/signal-schema';
import { focusFirstInvalid } from '~/platform/forms/submission';

export interface NewSignalFormProps {
  csrf: string;
  /** The configured policy (config.signals): the minimum risk-reward, and whether a second admin approves. */
  policy: PublishPolicy;
  values?: Partial<Record<SignalField, string>>;
  errors?: FieldErrors<SignalField>;
}

const instrumentOptions = instrumentSymbols.map((symbol) => ({
  value: symbol,
  label: `${symbol} (${instruments[symbol].name})`,
}));
const directionOptions = directions.map((value) => ({ value, label: value }));
const orderTypeOptions = orderTypes.map((value) => ({ value, label: orderTypeLabels[value] }));

/** The New Signal form: posts without JavaScript; with it, focus goes to the first field the server refused. */
export function NewSignalForm({ csrf, policy, values = {}, errors = {} }: NewSignalFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirstInvalid(form.current, errors), [errors]);
  const price = (name: 'entry' | 'stopLoss' | 'takeProfit', label: string, hint?: string) => (
    <AdminField
      name={name}
      label={label}
      hint={hint}
      required
      defaultValue={values[name]}
      error={errors[name]}
      inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
    />
  );
  // Ids as AdminField writes them (`field-<name>`): one pattern for every control of the form.
  const select = (
    name: 'instrument' | 'direction' | 'orderType',
    label: string,
    options: { value: string; label: string }[],
    fallback: string,
    placeholder?: string,
  ) => (
    <Select
      id={`field-${name}`}
      name={name}
      label={label}
      required
      placeholder={placeholder}
      options={options}
      defaultValue={values[name] ?? fallback}
      error={errors[name]}
    />
  );
  return (
    <Form method="post" action={newSignalPath} ref={form} className={styles.panel} noValidate>
      <h1 className={styles.heading}>New Signal</h1>
      <input type="hidden" name="csrf" value={csrf} />
      <div className={styles.formGrid}>
        {select('instrument', 'Instrument', instrumentOptions, '', 'Choose an instrument')}
        {select('direction', 'Direction', directionOptions, 'BUY')}
        {select('orderType', 'Order type', orderTypeOptions, 'market')}
        {price('entry', 'Entry')}
        {price('stopLoss', 'Stop-loss')}
        {price(
          'takeProfit',
          'Take-profit',
          policy.minRiskReward > 0
            ? `At least ${formatRiskReward(policy.minRiskReward)} risk-reward: the take-profit at least ${policy.minRiskReward} times as far from the entry as the stop-loss.`
            : undefined,
        )}
        <AdminField
          name="validUntil"
          label="Valid until"
          hint="GMT. Limit and stop orders only: unfilled by then, the signal expires."
          defaultValue={values.validUntil}
          error={errors.validUntil}
          inputProps={{ type: 'datetime-local' }}
        />
        <AdminField
          name="note"
          label="Reasoning"
          hint={
            policy.fourEyes
              ? 'Required: the second analyst reviews it, and it is published with the signal.'
              : 'Required: it is published with the signal.'
          }
          required
          type="textarea"
          className={styles.fullRow}
          defaultValue={values.note}
          error={errors.note}
          inputProps={{ maxLength: noteMaxLength }}
        />
        {(errors.reason || values.reason) && (
          // Asked only once the server finds the market closed (close-check.ts). The warning is the field's error,
          // so a screen reader hears why the reason is asked when it reaches the field.
          <AdminField
            name="reason"
            label="Why publish while the market is closed"
            hint="Shown publicly on the signal's timeline."
            required
            type="textarea"
            className={styles.fullRow}
            defaultValue={values.reason}
            error={errors.reason}
            inputProps={{ maxLength: reasonMaxLength }}
          />
        )}
      </div>
      <p className={styles.hint}>
        {policy.fourEyes
          ? 'A second admin approves the signal before it is public; its publication time is the approval’s, on the server’s clock.'
          : 'The publication time is the server’s: it is recorded when you publish.'}
      </p>
      <div className={styles.modalActions}>
        <Button type="submit">{policy.fourEyes ? 'Propose signal' : 'Publish signal'}</Button>
      </div>
    </Form>
  );
}
