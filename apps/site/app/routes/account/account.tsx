import { useActionData, useLoaderData } from 'react-router';
import { requestContext } from '~/context.server';
import { accountAction, accountHeaders, accountLoader } from '~/features/customers/account/account-action.server';
import {
  DataSection,
  PasskeysSection,
  PasswordSection,
  ProfileSection,
  SessionsSection,
  WebinarsSection,
} from '~/features/customers/components/account/AccountSections';
import * as styles from '~/features/customers/components/account/Account.css';
import { customerDataParts } from '~/lib/customer-data-parts.server';
import { accountSection as courseSection } from '~/features/courses/account-section.server';
import { CourseAccountSection } from '~/features/courses/components/CourseAccountSection';
import { quizAccountSection } from '~/features/courses/quiz-account-section.server';
import { QuizAccountSection } from '~/features/courses/components/QuizAccountSection';
import { accountSection as reviewSection } from '~/features/review/account-section.server';
import { ReviewAccountSection } from '~/features/review/components/ReviewAccountSection';
import { accountSection as alertsSection } from '~/features/alerts/account-section.server';
import { AlertsAccountSection } from '~/features/alerts/components/AlertsAccountSection';
import type { Route } from './+types/account';

/*
 * /account, composed here rather than in the customers feature: other features (courses' progress, alerts'
 * subscriptions) add their sections to this page from their own folders, and only the composition layer may
 * import several features. Rendered per request for the signed-in customer; never cached, never indexed.
 */

export const meta = () => [
  { title: 'Your account | UPM Trading' },
  { name: 'description', content: 'Your UPM Trading account: name, e-mail, password, passkeys, sessions and data.' },
  { name: 'robots', content: 'noindex' },
];

export const headers = () => accountHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestContext(context);
  const { customer, ...loaded } = await accountLoader(request, ctx);
  // What other features keep after a deletion, said on the page where the deletion is asked for.
  const kept = customerDataParts.map((part) => part.kept).filter((text): text is string => Boolean(text));
  const [course, quizzes, review, alerts] = await Promise.all([
    courseSection(ctx.db, customer),
    quizAccountSection(ctx.db, customer),
    reviewSection(ctx.db, customer),
    alertsSection(ctx.db, customer),
  ]);
  return { ...loaded, kept, sections: { course, quizzes, review, alerts } };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, requestContext(context));
}

export default function AccountPage() {
  const { account, csrfToken, kept, sections } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const props = { account, csrfToken, answer };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your account</h1>
      <ProfileSection {...props} />
      <PasswordSection {...props} />
      <PasskeysSection {...props} />
      <SessionsSection {...props} />
      <WebinarsSection account={account} />
      {/* Other features' sections, each from its own folder: its `accountSection(db, customer)` in the loader
          above, its `<X>AccountSection data csrfToken>` here. */}
      <CourseAccountSection data={sections.course} csrfToken={csrfToken} />
      <QuizAccountSection data={sections.quizzes} csrfToken={csrfToken} />
      <ReviewAccountSection data={sections.review} csrfToken={csrfToken} />
      <AlertsAccountSection data={sections.alerts} csrfToken={csrfToken} />
      <DataSection {...props} kept={kept} />
    </div>
  );
}
