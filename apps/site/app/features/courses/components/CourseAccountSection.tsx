import { TextLink } from '@upm/ui';
import type { CourseAccountSectionData } from '../account-section.server';
import { progressPath } from '~/content/courses/lesson-paths';
import { ContinueLink, ProgressSummary } from './ProgressPage';
import * as styles from './progress.css';

/**
 * The courses on /account: how far the customer has got and a link to continue where they left off. Changes nothing,
 * so it takes no form token (the contract passes one to every section).
 */
export function CourseAccountSection({ data }: { data: CourseAccountSectionData; csrfToken?: string }) {
  return (
    <section className={styles.summary} aria-labelledby="account-courses">
      <h2 id="account-courses" className={styles.moduleTitle}>
        Your courses
      </h2>
      <p className={styles.count}>
        <TextLink href={data.course.path}>{data.course.title}</TextLink>
      </p>
      <ProgressSummary progress={data} />
      <ContinueLink progress={data} />
      <p>
        <TextLink href={progressPath}>Every module and lesson</TextLink>
      </p>
    </section>
  );
}
