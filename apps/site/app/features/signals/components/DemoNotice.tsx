import { Notice } from '@upm/ui';
import * as styles from './signals.css';

/**
 * Said at the top of every page that shows signals while any demo signal is stored (the stored flag, never a
 * guess): invented results must not pass for a record.
 */
export function DemoNotice() {
  return (
    <Notice tone="warning" className={styles.demoNotice}>
      <strong>Demo data.</strong> Some signals on this site were generated for demonstration: they are not real calls,
      and the track record and statistics leave them out (the CSV marks them in its demo column).
    </Notice>
  );
}
