import { TextLink } from '@upm/ui';
import { longDateUtc } from '~/platform/plain-format';
import type { QuizAccountData } from '~/features/courses/quiz-account-section.server';
import { certificatePath, passPercent, retakeAllowance, withdrawPath } from '~/content/courses/quiz-paths';
import * as styles from './quizzes.css';

export interface QuizAccountSectionProps {
  data: QuizAccountData;
  /** Unused: withdrawing is done on the certificate's withdraw page, which says what will disappear first. */
  csrfToken: string;
}

const statusWords = { valid: 'valid', withdrawn: 'withdrawn', revoked: 'revoked' } as const;

/** The account page's part about quizzes: each quiz's best score and the certificates held. */
export function QuizAccountSection({ data }: QuizAccountSectionProps) {
  return (
    <div className={styles.stack}>
      <h2>Quizzes and certificates</h2>
      <table className={styles.table}>
        <caption className={styles.hint}>
          Best score per quiz ({passPercent}% passes; retake any quiz {retakeAllowance()})
        </caption>
        <thead>
          <tr>
            <th scope="col">Quiz</th>
            <th scope="col">Best score</th>
          </tr>
        </thead>
        <tbody>
          {data.quizzes.map((quiz) => (
            <tr key={quiz.quiz}>
              <th scope="row">
                <TextLink href={quiz.path}>{quiz.title}</TextLink>
              </th>
              <td>
                {quiz.bestPercent === null
                  ? 'Not taken yet'
                  : `${quiz.bestPercent}%${quiz.passed ? ', passed' : ''} (${quiz.attempts} ${quiz.attempts === 1 ? 'attempt' : 'attempts'})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.certificates.length === 0 ? (
        <p className={styles.muted}>
          Pass every module quiz and the final test to receive a certificate of course completion.
        </p>
      ) : (
        <ul>
          {data.certificates.map((certificate) => (
            <li key={certificate.id}>
              <TextLink href={certificatePath(certificate.id)}>
                {certificate.courseTitle}: certificate of course completion
              </TextLink>{' '}
              (issued {longDateUtc(new Date(certificate.issuedAt))}, {statusWords[certificate.status]})
              {certificate.status === 'valid' ? (
                <>
                  {' '}
                  <TextLink href={withdrawPath(certificate.id)}>Withdraw its public page</TextLink>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
