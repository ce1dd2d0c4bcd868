import { Button, Hero, TextInput, TextLink } from '@upm/ui';
import { Form } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import type { CertificatePageData } from '~/features/courses/routes/certificate-page.server';
import { certificatePath, certificateVerifyPath } from '~/content/courses/quiz-paths';
import { statusText } from './CertificatePage';
import * as styles from './quizzes.css';

export interface CertificateVerifyPageProps {
  typed: string;
  view: CertificatePageData | null;
}

/** /certificates/verify: a GET form by id (works without JavaScript), and the status of the id asked about. */
export function CertificateVerifyPage({ typed, view }: CertificateVerifyPageProps) {
  return (
    <>
      <Hero
        title="Verify a certificate"
        lead="Enter the id printed on a UPM Trading certificate of course completion (or paste its link) to see whether it is valid."
        size="page"
      />
      <PageSection id="verify" heading="Certificate id" fade={false}>
        <div className={styles.stack}>
          <Form method="get" action={certificateVerifyPath} className={styles.form}>
            <TextInput
              label="Certificate id or link"
              name="id"
              defaultValue={typed}
              maxLength={300}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <div>
              <Button type="submit">Verify</Button>
            </div>
          </Form>
          {view ? (
            <div className={styles.status} role="status">
              <p className={styles.optionText}>{statusText(view)}</p>
              {view.kind === 'shown' ? (
                <p className={styles.optionText}>
                  Holder: {view.certificate.holderName}. Course: {view.certificate.courseTitle} (version{' '}
                  {view.certificate.courseVersion}).{' '}
                  <TextLink href={certificatePath(view.certificate.id)}>Open the certificate</TextLink>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </PageSection>
    </>
  );
}
