import { companyIdentity } from '~/platform/company';
import type { LegalPage } from './legal.schema';

const { name, address, number, email } = companyIdentity;

const section = (id: string, heading: string, paragraphs: string[]) => ({
  id,
  heading,
  paragraphs,
  points: [],
  bullets: [],
  ordered: false,
});

/** /terms: the terms of use of the website and its free services. */
export const termsPage: LegalPage = {
  updated: '2026-11-25',
  intro: [
    `This website is operated by ${name} (company number ${number}, registered at ${address}). By using it you accept these terms. Questions: ${email}.`,
  ],
  sections: [
    section('no-advice', 'Education, not advice', [
      'Our signals, webinars, courses, tools and articles are general information for education. They are not investment advice or a recommendation to trade, and they do not consider your circumstances. You decide every trade and you carry its result.',
      'Trading CFDs and other leveraged products carries a high risk of losing money rapidly; read the risk warning before you trade.',
    ]),
    section('no-guarantee', 'No guarantee', [
      'We work to keep the content accurate and dated, but prices, rules and products change. Market data shown through TradingView\u2019s widgets comes from TradingView and may be delayed. Nothing on the site guarantees a result, and past performance is not a reliable indicator of future results.',
    ]),
    section('brokers', 'Partner brokers and other sites', [
      'Links to brokers and other sites are for your convenience. We may receive a commission when you open an account with a partner broker; this does not change what you pay. Your relationship with a broker is governed by its own terms; check its regulator and its own risk disclosure.',
    ]),
    section('accounts', 'Accounts', [
      'Keep your password to yourself. We may close an account that is used to attack the site or other users.',
    ]),
    section('content', 'Our content', [
      'The texts, courses and design of this site belong to us or our licensors. You may read, print and share links to them for your own use, not republish them.',
    ]),
    section('liability', 'Liability', [
      'We are not liable for trading losses or for indirect loss arising from the use of the site. Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence.',
    ]),
    section('law', 'Changes and law', [
      'We may update these terms; the date above shows the last change. These terms are governed by the law of England and Wales, without taking away the protection that the law of your country of residence gives you as a consumer.',
    ]),
  ],
};
