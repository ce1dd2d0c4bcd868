import { PageCallToAction } from '~/components/content/PageCallToAction';
import type { CallToActionItem } from '~/content/schemas';

/** The call to action that ends a content page (spec §1: signals, education, brokers, contact, webinars). */
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
