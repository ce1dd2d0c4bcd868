import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import type { AdminActionData, IntentSpecs } from '~/platform/admin/admin-action';
import { actionAnswer, actionDone, postedIntent, refusal } from '~/platform/admin/admin-action.server';
import { coursesAdminPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { z } from '~/platform/zod-mini';
import { allCertificates, type Certificate, revokeCertificate } from '~/features/courses/certificates.server';
import {
  type Enrolment,
  enrolments,
  type ItemStatistic,
  itemStatistics,
  quizTotals,
} from '~/features/courses/course-admin.server';
import type { QuizId } from '~/content/courses/quiz-paths';

export interface CoursesAdminData {
  csrfToken: string;
  enrolments: Enrolment[];
  totals: { quiz: QuizId; submitted: number; passed: number }[];
  certificates: Certificate[];
  items: ItemStatistic[];
  /** The certificate whose revocation form is open (`?revoke=<id>`, the no-JavaScript path). */
  revokeId: string | null;
}

/** GET /secure/admin/courses: the guard first, then enrolments, completions and item statistics. */
export async function coursesAdminLoader(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const [enrolled, totals, certificates, items] = await Promise.all([
    enrolments(db),
    quizTotals(db),
    allCertificates(db),
    itemStatistics(db),
  ]);
  const revoke = new URL(request.url).searchParams.get('revoke');
  return data<CoursesAdminData>(
    {
      csrfToken: session.csrfToken,
      enrolments: enrolled,
      totals,
      certificates,
      items,
      revokeId: revoke && certificates.some((certificate) => certificate.id === revoke) ? revoke : null,
    },
    { headers: adminHeaders },
  );
}

/** The page's one action (decision 028): revoke a certificate, with a reason, confirmed by a second post. */
export const coursesIntents = {
  revoke: {
    fields: ['id', 'reason'],
    schema: z.object({
      id: z.string().check(z.minLength(1, 'No certificate was chosen.'), z.maxLength(40, 'No certificate was chosen.')),
      reason: z
        .string()
        .check(
          z.trim(),
          z.minLength(5, 'Say why the certificate is revoked (at least 5 characters).'),
          z.maxLength(500, 'Keep the reason under 500 characters.'),
        ),
    }),
    destructive: true,
  },
} as const satisfies IntentSpecs;

export type CoursesActionData = AdminActionData<keyof typeof coursesIntents>;

/** POST /secure/admin/courses: revoke, behind the guard and the CSRF checks, audited in the same transaction. */
export async function coursesAdminAction(request: Request, context: RequestContext) {
  const { session, step } = await postedIntent(request, context, coursesIntents);
  if (step.kind !== 'run') return actionAnswer(step);
  const result = await revokeCertificate(context.db, session.admin, step.value);
  if (!result.ok) return refusal(result, step, 'That certificate does not exist.');
  return actionDone(coursesAdminPath, step.intent);
}
