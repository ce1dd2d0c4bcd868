import { Button, Choice, Hero, Notice, TextLink } from '@upm/ui';
import { Form } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import type { WithdrawPageData } from '~/features/courses/routes/certificate-page.server';
import { certificatePath, withdrawPath } from '~/content/courses/quiz-paths';
import * as styles from './quizzes.css';

export interface CertificateWithdrawPageProps {
  page: WithdrawPageData;
  problem?: string | undefined;
}

/** The holder's page for withdrawing a certificate's public page: what disappears, a confirmation, one button. */
export function CertificateWithdrawPage({ page, problem }: CertificateWithdrawPageProps) {
  return (
    <>
      <Hero title="Withdraw a certificate’s public page" size="page" />
      <PageSection id="withdraw" heading="Withdraw" fade={false}>
        {page.kind === 'not-yours' ? (
          <p>You hold no certificate with this id. Only its holder, signed in, can withdraw a certificate.</p>
        ) : page.kind === 'done' ? (
          <p>
            This certificate is already {page.status}. <TextLink href={certificatePath(page.id)}>See its page</TextLink>
          </p>
        ) : (
          <Form method="post" action={withdrawPath(page.id)} className={styles.form}>
            <p className={styles.optionText}>
              Withdrawing your {page.courseTitle} certificate takes its details off its public page for good: anyone
              with the link will see only that it was withdrawn, the signed credential can no longer be downloaded, and
              the status list marks any copy already downloaded as withdrawn. Passing the final test again later issues
              a new certificate with a new link.
            </p>
            {problem ? (
              <Notice role="alert" tone="negative">
                {problem}
              </Notice>
            ) : null}
            <input type="hidden" name="csrf" value={page.csrfToken} />
            <Choice type="checkbox" name="confirmed" value="1" required>
              I understand that withdrawing cannot be undone.
            </Choice>
            <div className={styles.actions}>
              <Button type="submit" variant="danger">
                Withdraw the public page
              </Button>
              <TextLink href={certificatePath(page.id)}>Keep it and go back</TextLink>
            </div>
          </Form>
        )}
      </PageSection>
    </>
  );
}
