import { PageCallToAction } from '~/components/content/PageCallToAction';
import type { CallToActionItem } from '~/content/schemas';

/** The call to action that ends a content page (signals, education, brokers, contact, webinars: what the site offers). */
export function ClosingSection({
  heading,
  text,
  actions,
}: {
  heading: string;
  text: string;
  actions: readonly CallToActionItem[];
}) {
  return <PageCallToAction title={heading} text={text} actions={actions} />;
}
