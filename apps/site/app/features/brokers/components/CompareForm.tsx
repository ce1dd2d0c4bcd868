import { Button } from '@upm/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { comparePath } from '~/features/brokers/broker-paths';
import type { DirectoryCopy } from '~/features/brokers/directory';
import * as styles from './BrokerDirectory.css';
import { compareFormId } from './DirectoryCard';

/**
 * The form the cards' 'Compare' checkboxes submit. Without JavaScript the browser sends `?brokers=a&brokers=b`
 * and the compare page redirects to the shareable `?brokers=a,b`; with it, the short URL is built here.
 */
export function CompareForm({ copy }: { copy: DirectoryCopy['directory'] }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slugs = new FormData(event.currentTarget).getAll('brokers').map(String);
    void navigate(slugs.length > 0 ? `${comparePath}?brokers=${slugs.map(encodeURIComponent).join(',')}` : comparePath);
  };
  return (
    <form id={compareFormId} method="get" action={comparePath} onSubmit={onSubmit} className={styles.compareForm}>
      <p className={styles.compareHint}>{copy.compareHint}</p>
      <Button type="submit" variant="outline">
        {copy.compareButton}
      </Button>
    </form>
  );
}
