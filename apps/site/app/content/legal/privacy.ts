import { companyIdentity } from '~/lib/company';
import type { LegalPage } from './legal.schema';

const { name, email } = companyIdentity;

const section = (id: string, heading: string, paragraphs: string[], bullets: string[] = []) => ({
  id,
  heading,
  paragraphs,
  points: [],
  bullets,
  ordered: false,
});

/** /privacy: what the site collects, why, for how long, who receives it, and the visitor's rights (UK/EU GDPR). */
export const privacyPage: LegalPage = {
  updated: '2026-11-25',
  intro: [
    `${name} runs this website and is the controller of the personal data it collects. Write to ${email} about anything on this page.`,
    'We collect as little as we can. Reading the site needs no account, sets no cookie and stores nothing in your browser unless you choose to load TradingView\u2019s market widgets.',
  ],
  sections: [
    section(
      'what-we-collect',
      'What we collect, why, and for how long',
      [],
      [
        'Contact messages: your name, e-mail address, subject and message, and a hash of your IP address for rate limiting. Why: to answer you (our legitimate interest, or steps before a contract). Kept until a team member deletes the message, and no longer than 24 months after our last reply; the IP hashes used for rate limiting are deleted after the limit\u2019s window.',
        'Webinar registrations: this site takes none itself today. If it does, this page will say what is collected before it starts.',
        'Customer accounts: your e-mail address, a scrypt hash of your password (never the password) and the sign-in tokens of your sessions. Why: to let you sign in (contract). Kept while the account exists; sign-in tokens expire after 30 days.',
        'Broker click-outs: when you follow a link to a partner broker we record the broker, the time and a salted hash of your IP address, never the address itself. Why: to count referrals honestly and ignore repeated clicks (legitimate interest). Raw rows are folded into daily totals without any hash after 90 days.',
        'Server logs: the time, the page asked for, the answer\u2019s status and size, the request id and, for security events such as failed sign-ins, the IP address. Why: to keep the site running and secure (legitimate interest). Kept for no longer than 30 days.',
        'Administrators: user name, password hash, sign-in times and an audit log of the changes they make. Kept while the account exists; the audit log is kept to show who changed what.',
      ],
    ),
    section('recipients', 'Who receives it', [
      'Our hosting provider stores the database and logs on our behalf under a data processing agreement. When e-mail delivery is set up, contact messages pass through our e-mail provider. We do not sell personal data or share it with advertisers, and the site runs no analytics or advertising scripts.',
      'If you choose to load TradingView\u2019s widgets, your browser connects to TradingView, which then receives your IP address and may set its own cookies (see the cookies page). TradingView acts as an independent controller for that data; we and TradingView are jointly responsible for the embedding itself (CJEU, Fashion ID, C-40/17, 2019).',
    ]),
    section(
      'rights',
      'Your rights and how to use them',
      [
        `Write to ${email} from the address we know, or say which message or account you mean. We answer within one month and charge nothing.`,
      ],
      [
        'See the data we hold about you and get a copy (access, portability).',
        'Have wrong data corrected, or your data deleted.',
        'Object to, or ask us to restrict, processing based on our legitimate interest.',
        'Withdraw a consent at any time (for the market widgets: the cookie settings on the cookies page).',
        'Complain to a data protection authority: in the UK the Information Commissioner\u2019s Office (ico.org.uk), in the EU the authority of your country.',
      ],
    ),
    section('security', 'Security', [
      'Passwords are stored as scrypt hashes, IP addresses as salted hashes, and every page is served over HTTPS with a strict Content-Security-Policy. Only signed-in administrators can read contact messages.',
    ]),
  ],
};
