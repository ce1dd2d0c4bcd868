import { Button } from '@upm/ui';
import { Form, useSubmit } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import * as styles from '~/platform/admin/admin.css';

/** Search by name or description (as the original dashboard did): a GET form, submitted as the admin types and by its button without JavaScript. */
export function BrokerSearch({ query }: { query: string }) {
  const submit = useSubmit();
  return (
    <Form method="get" role="search" className={styles.searchForm} aria-label="Search brokers">
      <AdminField
        idPrefix="search"
        name="q"
        label="Search brokers by name or description"
        type="search"
        defaultValue={query}
        inputProps={{
          onChange: (event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true }),
        }}
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </Form>
  );
}
