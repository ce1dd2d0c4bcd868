import type { CallToActionItem } from '~/content/schemas';

/*
 * The main button of a course whose lessons are not written yet. There is nothing to enrol in, so the button says
 * what it does: it opens the contact form, where a message registers interest, and the contact page's promise (a
 * reply by e-mail) is all that follows.
 */

/** The call to action of a course without lessons. */
export const registerInterestAction: CallToActionItem = {
  label: 'Register your interest',
  href: '/contact',
  hint: 'with a message through the contact form',
};

/** What happens after that button, said beside it. */
export const registerInterestText =
  'The lessons are being written, so there is nothing to enrol in yet. Register your interest with a message through the contact form, and a member of our team will reply by e-mail.';
