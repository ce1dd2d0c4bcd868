import type { Contact } from './contact.schema';
import { companyIdentity } from '~/platform/company';

export type { ContactField } from './contact.schema';

/** Contact page copy and form layout. */
export const contact: Contact = {
  intro:
    'Questions about our signals, courses, webinars or partner brokers? Send us a message and a member of our team will reply by e-mail.',
  details: {
    heading: 'Contact Details',
    items: [
      { label: 'Email', value: companyIdentity.email, href: `mailto:${companyIdentity.email}` },
      { label: 'Support hours', value: companyIdentity.supportHours },
      { label: 'Company', value: companyIdentity.name },
      { label: 'Registered address', value: companyIdentity.address },
      { label: 'Company number', value: companyIdentity.number },
    ],
    note: 'We cannot give personal financial advice or tell you which trades to place.',
  },
  topics: {
    heading: 'We Can Help With',
    points: [
      { title: 'Signals', text: 'How our signals are published and how to read them.' },
      { title: 'Courses and webinars', text: 'Choosing a course level, enrolment and upcoming sessions.' },
      {
        title: 'Platforms and brokers',
        text: 'Getting started with MT5, MT4 or cTrader and comparing partner brokers.',
      },
    ],
  },
  form: {
    heading: 'Send Us a Message',
    intro: 'All fields are required.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'subject', label: 'Subject', type: 'text' },
      { name: 'message', label: 'Message', type: 'textarea', rows: 5 },
    ],
    submitLabel: 'Send Message',
  },
};
