import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { RequestContext } from '~/context.server';
import {
  customerLoginUrl,
  getCustomerSession,
  readCustomerForm,
  requireCustomer,
} from '~/platform/auth/customer-session.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin, csrfRejection } from '~/platform/http/origin.server';
import { failureStatus } from '~/platform/result';
import { beginnerOutline } from '../lessons.server';
import { progressPath } from '~/content/courses/lesson-paths';
import type { ProgressSummary } from '../progress-summary';
import {
  beginnerLesson,
  customerCourseProgress,
  markLessonDone,
  markLessonNotDone,
  type CourseProgress,
} from '../progress.server';

/*
 * /education/beginner/progress: the signed-in customer's progress (GET), and the two posts that change it.
 *
 * "Mark as done" sits on the prerendered lesson pages, the same HTML for everyone, so it cannot carry a session's
 * form token. It is safe without one (decision 035): the session cookie is SameSite=Lax, so a post from another site
 * arrives signed out; the post must come with an Origin or Sec-Fetch-Site header naming this site (every browser
 * sends one on a form post); and all it can do is mark one lesson of the course done for the poster. Taking a lesson
 * back is posted from this per-request page, which does carry the token (readCustomerForm).
 */

const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** What the progress page shows. */
export type ProgressPageData =
  | { signedIn: false; firstLesson: { title: string; path: string } }
  | {
      signedIn: true;
      name: string;
      csrfToken: string;
      progress: CourseProgress;
      /** The lesson just marked done or not done (after the redirect), for the notice. */
      notice: { kind: 'done' | 'undone'; title: string; path: string } | null;
    };

const keySchema = z.string().max(200);

/** The page: the visitor's progress, or an invitation to sign in or sign up. */
export async function progressLoader(request: Request, context: RequestContext) {
  const session = await getCustomerSession(context.db, request, { context });
  if (!session) {
    const first = beginnerOutline()[0]!.lessons[0]!;
    return data<ProgressPageData>(
      { signedIn: false, firstLesson: { title: first.title, path: first.path } },
      { headers },
    );
  }
  const search = new URL(request.url).searchParams;
  const noticeKind = search.has('done') ? 'done' : search.has('undone') ? 'undone' : null;
  const noticeLesson = noticeKind ? beginnerLesson(keySchema.catch('').parse(search.get(noticeKind))) : undefined;
  return data<ProgressPageData>(
    {
      signedIn: true,
      name: session.customer.name,
      csrfToken: session.csrfToken,
      progress: await customerCourseProgress(context.db, session.customer.id),
      notice:
        noticeKind && noticeLesson ? { kind: noticeKind, title: noticeLesson.title, path: noticeLesson.path } : null,
    },
    { headers },
  );
}

/**
 * GET /education/beginner/progress.json: the signed-in customer's done lessons and the lesson to continue with, for
 * the prerendered course page to show after hydration. Never cached, and it sets no cookie.
 */
export async function progressSummaryLoader(request: Request, context: RequestContext): Promise<Response> {
  const jsonHeaders = { ...headers, Vary: 'Cookie' };
  const session = await getCustomerSession(context.db, request, { context });
  if (!session) return Response.json({ signedIn: false } satisfies ProgressSummary, { headers: jsonHeaders });
  const progress = await customerCourseProgress(context.db, session.customer.id);
  const summary: ProgressSummary = {
    signedIn: true,
    continueWith: progress.continueWith
      ? { title: progress.continueWith.title, path: progress.continueWith.path }
      : null,
    done: progress.modules.flatMap((module) =>
      module.lessons.filter((lesson) => lesson.done).map((lesson) => lesson.path),
    ),
  };
  return Response.json(summary, { headers: jsonHeaders });
}

/**
 * A state-changing post from a page without a form token: same site only, and it must say so. A request with
 * neither Origin nor Sec-Fetch-Site is not a browser's form post and is refused too.
 */
function assertSameSitePost(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  if (!request.headers.has('origin') && !request.headers.has('sec-fetch-site')) {
    throw csrfRejection(request, 'no Origin or Sec-Fetch-Site on a post without a form token', ip);
  }
  assertSameOrigin(request, context, ip);
}

const notFound = () => data('No such lesson in this course.', { status: failureStatus['not-found'], headers });

/** "Mark as done" (from a lesson page) or, with `?intent=undo` and the form token, "Mark as not done". */
export async function progressAction(request: Request, context: RequestContext) {
  if (new URL(request.url).searchParams.get('intent') === 'undo') {
    const session = await requireCustomer(request, { db: context.db, context });
    const form = await readCustomerForm(request, session, { context });
    const result = await markLessonNotDone(
      context.db,
      session.customer.id,
      keySchema.catch('').parse(form.get('lesson')),
    );
    if (!result.ok) return notFound();
    return redirect(`${progressPath}?undone=${encodeURIComponent(result.value.key)}`, { status: 303, headers });
  }

  assertSameSitePost(request, context);
  const form = await readForm(request, 2 * 1024);
  const key = keySchema.catch('').parse(form.get('lesson'));
  const lesson = beginnerLesson(key);
  if (!lesson) return notFound();
  const session = await getCustomerSession(context.db, request, { context });
  // Signed out: sign in, then back to the lesson to mark it (the post itself is not replayed).
  if (!session) throw redirect(customerLoginUrl(lesson.path), { status: 303, headers });
  await markLessonDone(context.db, session.customer.id, key);
  return redirect(`${progressPath}?done=${encodeURIComponent(key)}`, { status: 303, headers });
}
