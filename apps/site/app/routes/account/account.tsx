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
  const loaded = await accountLoader(request, requestContext(context));
  // What other features keep after a deletion, said on the page where the deletion is asked for.
  const kept = customerDataParts.map((part) => part.kept).filter((text): text is string => Boolean(text));
  return { ...loaded, kept };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, requestContext(context));
}

export default function AccountPage() {
  const { account, csrfToken, kept } = useLoaderData<typeof loader>();
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
      {/* Other features' sections go here, each from its own folder: its `accountSection(db, customer)` in the
          loader above, its `<X>AccountSection data csrfToken>` here (courses' progress, alerts' subscriptions). */}
      <DataSection {...props} kept={kept} />
    </div>
  );
}
