import { Button, ButtonLink, Hero, Notice, TextLink } from '@upm/ui';
import { Form } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { longDateUtc } from '~/platform/plain-format';
import type { CertificatePageData } from '~/features/courses/routes/certificate-page.server';
import { certificatePath, certificateVerifyPath, credentialPath, jwksPath } from '~/features/courses/quiz-paths';
import { CertificateDocument } from './CertificateDocument';
import * as styles from './quizzes.css';

export interface CertificatePageProps {
  page: CertificatePageData;
  problem?: string | undefined;
}

/** The status line a verifier reads first. */
export function statusText(page: CertificatePageData): string {
  if (page.kind === 'missing') return 'No certificate has this id.';
  if (page.kind === 'withdrawn') {
    return `This certificate was withdrawn by its holder on ${longDateUtc(new Date(page.withdrawnAt))}. Its details are no longer public.`;
  }
  const { certificate } = page;
  return certificate.status === 'revoked'
    ? `Revoked by the issuer on ${longDateUtc(new Date(certificate.revokedAt!))}: this certificate is no longer valid.`
    : `Valid: issued on ${longDateUtc(new Date(certificate.issuedAt))} and not withdrawn or revoked.`;
}

/** /certificates/<id>: the status, the printable certificate, the credential, and for its holder the withdraw form. */
export function CertificatePage({ page, problem }: CertificatePageProps) {
  return (
    <>
      <div className={styles.screenOnly}>
        <Hero title="Certificate of course completion" lead={statusText(page)} size="page" />
      </div>
      <PageSection id="certificate" heading="Certificate" fade={false}>
        <div className={styles.stack}>
          <p className={`${styles.status} ${styles.screenOnly}`} role="status">
            Status: {statusText(page)}
          </p>
          {page.kind === 'shown' ? (
            <>
              <CertificateDocument certificate={page.certificate} />
              <div className={`${styles.actions} ${styles.screenOnly}`}>
                {page.certificate.status === 'valid' ? (
                  <ButtonLink href={credentialPath(page.certificate.id)} variant="outline" download>
                    Download the signed credential
                  </ButtonLink>
                ) : null}
                <TextLink href={certificateVerifyPath}>Verify another certificate</TextLink>
              </div>
              <p className={`${styles.hint} ${styles.screenOnly}`}>
                The credential is an Open Badges 3.0 credential signed as a VC-JWT (EdDSA); the key that verifies it is
                published at <TextLink href={jwksPath}>{jwksPath}</TextLink>. To print, use your browser’s print
                command: the page prints the certificate alone.
              </p>
            </>
          ) : (
            <p>
              <TextLink href={certificateVerifyPath}>Verify another certificate</TextLink>
            </p>
          )}
        </div>
      </PageSection>
      {page.kind === 'shown' && page.holderCsrf ? (
        <div className={styles.screenOnly}>
          <PageSection id="withdraw" heading="Withdraw the public page" fade={false} muted>
            <Form method="post" action={certificatePath(page.certificate.id)} className={styles.form}>
              <p className={styles.optionText}>
                You hold this certificate. Withdrawing it takes its details off this page for good: anyone with the link
                will see only that it was withdrawn, and the credential can no longer be downloaded. Passing the final
                test again later issues a new certificate with a new link.
              </p>
              {problem ? (
                <Notice role="alert" tone="negative">
                  {problem}
                </Notice>
              ) : null}
              <input type="hidden" name="csrf" value={page.holderCsrf} />
              <input type="hidden" name="intent" value="withdraw" />
              <label className={styles.option}>
                <input type="checkbox" name="confirmed" value="1" required className={styles.control} />
                <span>I understand that withdrawing cannot be undone.</span>
              </label>
              <div>
                <Button type="submit" variant="danger">
                  Withdraw the public page
                </Button>
              </div>
            </Form>
          </PageSection>
        </div>
      ) : null}
    </>
  );
}
