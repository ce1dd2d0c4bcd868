import { ButtonLink, Hero, TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { longDateUtc } from '~/platform/plain-format';
import type { CertificatePageData } from '~/features/courses/routes/certificate-page.server';
import {
  certificateVerifyPath,
  credentialPath,
  jwksPath,
  statusListPath,
  withdrawPath,
} from '~/content/courses/quiz-paths';
import { CertificateDocument } from './CertificateDocument';
import * as styles from './quizzes.css';

export interface CertificatePageProps {
  page: CertificatePageData;
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

/** /certificates/<id>: the status, the printable certificate and its signed credential; the same for everyone. */
export function CertificatePage({ page }: CertificatePageProps) {
  return (
    <>
      <div className={styles.screenOnly}>
        <Hero title="Certificate of course completion" size="page" />
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
                {page.certificate.status === 'valid' ? (
                  <TextLink href={withdrawPath(page.certificate.id)}>
                    Your certificate? Withdraw its public page
                  </TextLink>
                ) : null}
              </div>
              <p className={`${styles.hint} ${styles.screenOnly}`}>
                The credential is an Open Badges 3.0 credential signed as a VC-JWT (EdDSA); the key that verifies it is
                published at <TextLink href={jwksPath}>{jwksPath}</TextLink>, and whether it was since withdrawn or
                revoked on the signed status list it names (<TextLink href={statusListPath}>{statusListPath}</TextLink>,
                a W3C Bitstring Status List). To print, use your browser’s print command: the page prints the
                certificate alone.
              </p>
            </>
          ) : (
            <p>
              <TextLink href={certificateVerifyPath}>Verify another certificate</TextLink>
            </p>
          )}
        </div>
      </PageSection>
    </>
  );
}
