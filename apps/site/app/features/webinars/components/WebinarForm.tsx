import { Button } from '@upm/ui';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import * as styles from '~/platform/admin/admin.css';
import { type FieldErrors, focusFirstInvalid } from '~/platform/forms/submission';
import { type WebinarField, webinarLimits } from '~/features/webinars/webinar-schema';

export interface WebinarFormProps {
  action: string;
  csrf: string;
  heading: string;
  submitLabel: string;
  /** 1 on the New Webinar page, 2 under the webinar's own heading. */
  headingLevel?: 1 | 2;
  values?: Partial<Record<WebinarField, string>>;
  errors?: FieldErrors<WebinarField>;
}

/** The New/Edit Webinar form: posts without JavaScript; with it, focus goes to the first field the server refused. */
export function WebinarForm({
  action,
  csrf,
  heading,
  submitLabel,
  headingLevel = 2,
  values = {},
  errors = {},
}: WebinarFormProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirstInvalid(form.current, errors), [errors]);
  const field = (
    name: WebinarField,
    label: string,
    options: { hint?: string; required?: boolean; type?: 'url' | 'textarea'; max?: number } = {},
  ) => (
    <AdminField
      name={name}
      label={label}
      hint={options.hint}
      required={options.required ?? true}
      type={options.type}
      defaultValue={values[name]}
      error={errors[name]}
      inputProps={options.max ? { maxLength: options.max } : undefined}
      className={options.type === 'textarea' ? styles.fullRow : undefined}
    />
  );
  return (
    <Form method="post" action={action} ref={form} className={styles.panel} noValidate>
      <Heading className={styles.heading}>{heading}</Heading>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="update" />
      <div className={styles.formGrid}>
        {field('title', 'Title', { max: webinarLimits.title })}
        {field('presenter', 'Presenter', { max: webinarLimits.presenter })}
        {field('description', 'Description', { type: 'textarea', max: webinarLimits.description })}
        {field('startDate', 'Start date (GMT)', { hint: 'YYYY-MM-DD, for example 2026-12-02.' })}
        {field('startTime', 'Start time (GMT)', { hint: '24-hour HH:MM, for example 15:00.' })}
        {field('durationMinutes', 'Duration in minutes')}
        {field('capacity', 'Capacity', { required: false, hint: 'Optional: the most registrations taken.' })}
        {field('joinUrl', 'Join link', { type: 'url', hint: 'Private: only registrants receive it, by e-mail.' })}
        {field('replayUrl', 'Replay link', {
          type: 'url',
          required: false,
          hint: 'Optional: shown once the webinar is past.',
        })}
      </div>
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
