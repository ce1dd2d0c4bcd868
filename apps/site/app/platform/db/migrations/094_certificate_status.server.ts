import type { Migration } from '~/platform/db/types';

// What a verifier cannot see on a certificate, and its place on the signed status list:
// - conditions: how the assessment was taken (unproctored, the retake rule, a self-entered name), kept with each
//   certificate as it was on the day like what was assessed. Certificates issued before were taken under the same
//   rule, so they get today's words.
// - status_index: the certificate's bit on the W3C Bitstring Status List (/certificates/status-list.jwt), which a
//   verifier holding the signed credential reads to learn it was withdrawn or revoked. It never changes; new
//   certificates draw it at random (so a neighbouring index says nothing about who), the earlier ones are numbered
//   in issue order.
const conditions =
  'The quizzes are taken online and unproctored: nobody watches who answers or what they consult. Each quiz and the final test may be retaken as often as the learner likes, with no wait between attempts; every attempt draws new questions and new numbers, and a pass on any attempt counts. The name on the certificate is the one the holder entered; the issuer has not checked it against any identity document.';

const sql = `
ALTER TABLE certificates ADD COLUMN conditions TEXT;
ALTER TABLE certificates ADD COLUMN status_index INTEGER;
UPDATE certificates SET conditions = '${conditions}';
UPDATE certificates SET status_index = (
  SELECT ranked.n FROM (
    SELECT id, ROW_NUMBER() OVER (ORDER BY issued_at, id) - 1 AS n FROM certificates
  ) ranked WHERE ranked.id = certificates.id
);
CREATE UNIQUE INDEX certificates_status_index_key ON certificates (status_index);
`;

/** How each certificate's assessment was taken, and its index on the status list. */
export const migration: Migration = {
  id: '094_certificate_status',
  sqlite: sql,
  postgres: sql,
};
