import { Button } from '@upm/ui';
import { Form } from 'react-router';
import * as styles from './AccountPages.css';

/** The sign-out form: a POST to /logout with the session's form token (the account page shows it too). */
export function SignOutForm({ csrfToken }: { csrfToken: string }) {
  return (
    <Form method="post" action="/logout" className={styles.form}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <div>
        <Button type="submit" variant="outline">
          Sign out
        </Button>
      </div>
    </Form>
  );
}
