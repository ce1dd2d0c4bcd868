import { AdminModal, Button } from '@upm/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  type BrokerFormData,
  type BrokerFormField,
  type BrokerFormValues,
  brokerFormFieldNames,
  brokerFormFields,
  brokerFormGroups,
  brokerFormSchema,
} from '~/features/brokers/broker-form';
import { dashboardUrl } from '~/platform/admin/paths';
import { type FieldErrors, focusFirstInvalid, formValues, parseSubmission } from '~/platform/forms/submission';
import { AdminField } from '~/platform/admin/AdminField';
import { DialogLink } from '~/platform/admin/DialogLink';
import * as styles from '~/platform/admin/admin.css';
import { useCloseTo } from '~/platform/admin/useCloseTo';

export type BrokerFormDialogState =
  { kind: 'add'; values: BrokerFormValues } | { kind: 'edit'; id: string; values: BrokerFormValues };

/** A save the server refused: its message, the first error per field and what was typed. */
export interface BrokerFormFailure {
  error: string;
  fieldErrors?: FieldErrors<BrokerFormField>;
  values?: BrokerFormValues;
}

export interface BrokerFormDialogProps {
  dialog: BrokerFormDialogState;
  csrf: string;
  /** The dashboard's search, kept when the dialog closes. */
  query: string;
  failure?: BrokerFormFailure;
}

const parse = (form: HTMLFormElement) =>
  parseSubmission<BrokerFormData, BrokerFormField>(
    brokerFormSchema,
    formValues(new FormData(form), brokerFormFieldNames),
  );

function BrokerForm({ dialog, csrf, query, failure }: BrokerFormDialogProps) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === dialog.kind;
  const [clientErrors, setClientErrors] = useState<FieldErrors<BrokerFormField> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = failure?.fieldErrors;
  const errors = clientErrors ?? serverErrors ?? {};
  const values = failure?.values ?? dialog.values;

  // Server errors arrive after a post: move focus to the first invalid field.
  useEffect(() => {
    if (serverErrors) focusFirstInvalid(formRef.current, serverErrors);
  }, [serverErrors]);

  // Same schema as the server: invalid input never leaves the browser, what was typed stays.
  const validate = (event: FormEvent<HTMLFormElement>) => {
    const result = parse(event.currentTarget);
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    focusFirstInvalid(event.currentTarget, result.errors);
  };

  const action = dashboardUrl(query, dialog.kind === 'add' ? { new: '1' } : { edit: dialog.id });
  return (
    <Form method="post" action={action} noValidate onSubmit={validate} ref={formRef} className={styles.form}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={dialog.kind} />
      {dialog.kind === 'edit' && <input type="hidden" name="id" value={dialog.id} />}
      {failure && (
        <p role="alert" className={styles.alert.error}>
          {failure.error}
        </p>
      )}
      {/* Fieldsets keep a form of some thirty fields scannable, and name each group for screen readers. */}
      {brokerFormGroups.map((group) => (
        <fieldset key={group} className={styles.fieldset}>
          <legend className={styles.legend}>{group}</legend>
          <div className={styles.formGrid}>
            {brokerFormFields
              .filter((field) => (field.group ?? 'Listing') === group)
              .map((field) => (
                <AdminField
                  key={field.name}
                  idPrefix="broker"
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  hint={field.hint}
                  type={field.type}
                  defaultValue={values[field.name]}
                  error={errors[field.name]}
                  className={field.type === 'textarea' ? styles.fullRow : undefined}
                />
              ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.modalActions}>
        <DialogLink to={dashboardUrl(query)}>Cancel</DialogLink>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : dialog.kind === 'add' ? 'Add Broker' : 'Update Broker'}
        </Button>
      </div>
    </Form>
  );
}

/** Add or edit a broker in a modal: every field, validated in the browser and again by the action. */
export function BrokerFormDialog(props: BrokerFormDialogProps) {
  const closeHref = dashboardUrl(props.query);
  const close = useCloseTo(closeHref);
  return (
    <AdminModal
      open
      onOpenChange={close}
      title={props.dialog.kind === 'add' ? 'Add New Broker' : 'Edit Broker'}
      description="Fields marked * are required. Lists are comma-separated."
      closeHref={closeHref}
    >
      <BrokerForm key={props.dialog.kind === 'edit' ? props.dialog.id : 'new'} {...props} />
    </AdminModal>
  );
}
