import { Button } from '@upm/ui';
import { Form } from 'react-router';
import { securityPath } from '~/platform/admin/paths';
import type { FieldErrors } from '~/platform/forms/submission';
import { AdminField } from '~/platform/admin/AdminField';
import * as styles from '~/platform/admin/admin.css';

export interface PasswordSectionProps {
  csrf: string;
  fieldErrors?: FieldErrors;
  notice?: string;
}

/** Change password: the current one, then the new one twice. Other sessions end on success. */
export function PasswordSection({ csrf, fieldErrors = {}, notice }: PasswordSectionProps) {
  const passwordField = (
    name: 'currentPassword' | 'newPassword' | 'confirmPassword',
    label: string,
    autoComplete: 'current-password' | 'new-password',
    hint?: string,
  ) => (
    <AdminField
      idPrefix="password"
      name={name}
      label={label}
      type="password"
      required
      hint={hint}
      error={fieldErrors[name]}
      inputProps={{ autoComplete }}
    />
  );
  return (
    <section aria-labelledby="password-heading" className={styles.panel}>
      <h2 id="password-heading">Change password</h2>
      {notice && (
        <p role="status" className={styles.alert.success}>
          {notice}
        </p>
      )}
      <Form method="post" action={securityPath} className={styles.form}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="password" />
        {passwordField('currentPassword', 'Current password', 'current-password')}
        {passwordField(
          'newPassword',
          'New password',
          'new-password',
          'At least 15 characters; not a common password, and not containing your username.',
        )}
        {passwordField('confirmPassword', 'Repeat the new password', 'new-password')}
        <Button type="submit">Change password</Button>
      </Form>
    </section>
  );
}
