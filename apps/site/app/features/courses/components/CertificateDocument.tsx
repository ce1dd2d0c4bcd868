import { companyIdentity } from '~/platform/company';
import { longDateUtc } from '~/platform/plain-format';
import { absoluteUrl } from '~/platform/seo/site-url';
import { certificatePath } from '~/content/courses/quiz-paths';
import type { CertificatePageData } from '~/features/courses/routes/certificate-page.server';
import * as styles from './quizzes.css';

type Shown = Extract<CertificatePageData, { kind: 'shown' }>['certificate'];

/**
 * The certificate itself, as printed: who, which course and version, what was assessed and the pass mark, when,
 * and by whom. Its wording is fixed: a certificate of course completion, never a qualification.
 */
export function CertificateDocument({ certificate }: { certificate: Shown }) {
  return (
    <article className={styles.certificate} aria-labelledby="certificate-holder">
      <p className={styles.certificateKind}>Certificate of course completion</p>
      <p className={styles.muted}>This certifies that</p>
      <h2 className={styles.holder} id="certificate-holder">
        {certificate.holderName}
      </h2>
      <p className={styles.optionText}>
        completed the <strong>{certificate.courseTitle}</strong> (version {certificate.courseVersion}) and passed its
        assessment.
      </p>
      <dl className={styles.facts}>
        <dt>What was assessed</dt>
        <dd>{certificate.assessed}</dd>
        <dt>Pass mark</dt>
        <dd>{certificate.passMark}% correct on every quiz and on the final test</dd>
        <dt>How it was taken</dt>
        <dd>{certificate.conditions}</dd>
        <dt>Issued</dt>
        <dd>{longDateUtc(new Date(certificate.issuedAt))}</dd>
        <dt>Issued by</dt>
        <dd>{companyIdentity.name}</dd>
        <dt>Certificate id</dt>
        <dd>{certificate.id}</dd>
        {/* A printed copy cannot be clicked: whoever holds the paper needs the address to check it is genuine. */}
        <dt>Check it at</dt>
        <dd className={styles.breakAnywhere}>{absoluteUrl(certificatePath(certificate.id))}</dd>
      </dl>
      <p className={styles.hint}>
        A certificate of course completion is not a qualification or a licence. It does not show trading experience and
        has no bearing on leverage, account type or client status with any broker.
      </p>
    </article>
  );
}
