import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { RequestContext } from '~/context.server';
import { readCustomerForm, requireCustomer } from '~/platform/auth/customer-session.server';
import { failureStatus } from '~/platform/result';
import { allLessons, lessonHref } from '~/features/review/review-cards';
import {
  cardState,
  gradeCard,
  gradePreview,
  grades,
  reviewQueue,
  reviewSchedule,
} from '~/features/review/review.server';

export const reviewPath = '/account/review';
const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * Today's first card, its front, and with `?answer=<card id>` its back and the grade buttons; for a multiple-choice
 * card `&choice=<n>` is the option the learner picked, so the back says whether it was right. Showing the answer is
 * a GET (a link, or the options' form), so it works without scripts, can be reloaded, and changes nothing.
 */
export async function reviewLoader(request: Request, context: RequestContext, now = new Date()) {
  const session = await requireCustomer(request, { db: context.db, context });
  const queue = await reviewQueue(context.db, session.customer.id, now);
  const current = queue.cards[0];
  const params = new URL(request.url).searchParams;
  const revealed = current !== undefined && params.get('answer') === current.card.id;
  const choice = /^\d{1,2}$/.test(params.get('choice') ?? '') ? Number(params.get('choice')) : -1;
  const chosen = revealed && choice < current.card.options.length && choice >= 0 ? choice : null;
  const preview =
    current && revealed
      ? gradePreview(current.isNew ? undefined : await cardState(context.db, session.customer.id, current.card.id), now)
      : null;
  return data(
    {
      csrfToken: session.csrfToken,
      remaining: queue.cards.length,
      nextDue: queue.nextDue,
      now: now.toISOString(),
      current: current ? { ...current.card, isNew: current.isNew } : null,
      revealed,
      chosen,
      preview,
      schedule: reviewSchedule,
      lessonsRead: queue.lessonsRead,
      firstLesson: { title: allLessons[0]!.lesson.title, href: lessonHref(allLessons[0]!) },
    },
    { headers: noStore },
  );
}

const gradeForm = z.object({
  card: z.string().min(1).max(200),
  grade: z.enum(Object.keys(grades) as [keyof typeof grades, ...(keyof typeof grades)[]]),
});

/** A grade: checked (session, Origin, form token, schema), recorded, then back to the next card (303). */
export async function reviewAction(request: Request, context: RequestContext, now = new Date()) {
  const session = await requireCustomer(request, { db: context.db, context });
  const form = await readCustomerForm(request, session, { context });
  const parsed = gradeForm.safeParse({ card: form.get('card'), grade: form.get('grade') });
  if (!parsed.success) {
    return data({ message: 'Choose Again, Hard, Good or Easy for the card shown.' }, { status: 400, headers: noStore });
  }
  const result = await gradeCard(context.db, session.customer.id, parsed.data.card, parsed.data.grade, now);
  if (!result.ok && result.reason !== 'conflict') {
    return data(
      { message: 'That grade could not be saved.' },
      { status: failureStatus[result.reason], headers: noStore },
    );
  }
  // A card no longer in today's queue (graded already in another tab, or twice): nothing to do but show the next.
  return redirect(reviewPath, { status: 303, headers: noStore });
}
