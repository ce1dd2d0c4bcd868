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
        <AdminField
          idPrefix="password"
          name="currentPassword"
          label="Current password"
          type="password"
          required
          error={fieldErrors.currentPassword}
          inputProps={{ autoComplete: 'current-password' }}
        />
        <AdminField
          idPrefix="password"
          name="newPassword"
          label="New password"
          type="password"
          required
          hint="At least 12 characters; not a common password, and not containing your username."
          error={fieldErrors.newPassword}
          inputProps={{ autoComplete: 'new-password' }}
        />
        <AdminField
          idPrefix="password"
          name="confirmPassword"
          label="Repeat the new password"
          type="password"
          required
          error={fieldErrors.confirmPassword}
          inputProps={{ autoComplete: 'new-password' }}
        />
        <Button type="submit">Change password</Button>
      </Form>
    </section>
  );
}
