import { companyIdentity } from '~/platform/company';
import { consentCookieName } from '~/platform/consent';
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
  updated: '2026-11-27',
  intro: [
    `${name} runs this website and is the controller of the personal data it collects. Write to ${email} about anything on this page.`,
    // A choice is remembered in the browser (storageItems in cookies.ts): the summary must not say nothing is.
    `We collect as little as we can. Reading the site needs no account and sets no cookie. Your browser keeps something only after a choice of yours: your answer about TradingView\u2019s market widgets (the ${consentCookieName} cookie, whether you accept or reject), a colour scheme you pick (upm-theme, in local storage), and TradingView\u2019s own cookies once its widgets load. The cookies page lists each.`,
  ],
  sections: [
    section(
      'what-we-collect',
      'What we collect, why, and for how long',
      [],
      [
        'Contact messages: your name, e-mail address, subject and message, and a salted hash of your IP address (never the address itself). Why: to answer you (our legitimate interest, or steps before a contract). Kept until a team member deletes the message in the inbox. A second record of the hash and the time, used only to limit each address to five messages an hour, is deleted once its hour has passed (at the next message sent).',
        'Webinar registrations: your name and e-mail address for the webinar you chose, the time you registered, and a record of the confirmation, reminder and change e-mails sent to you. Why: to send you the joining details, reminders and any change (your request, a contract). Kept until you cancel with the link in any of those e-mails, which deletes the registration and its unsent e-mails; the site does not yet delete past webinars’ registrations on its own. Team members can read and download the list of registrants of each webinar. A salted hash of your IP address and the time are kept for the rate limit of ten registrations an hour, deleted once that hour has passed.',
        'Signal alerts: your e-mail address, the instruments you chose, when you asked and when you confirmed, the confirmation e-mail (its link is stored only as a hash, and expires after 48 hours) and a record of each alert sent to you; if you subscribe while signed in, the link to your account. Why: to send the alerts you asked for (your consent, given by confirming). An unconfirmed request is deleted once its link expires; the record of each alert sent after 30 days. Unsubscribing (one click, from any alert) or deleting your account deletes the subscription and its unsent alerts at once. We then keep only a keyed hash of the address, not the address, so that it is never mailed again unless you subscribe and confirm once more. A salted hash of your IP address and the time are kept for the rate limit of five requests an hour, deleted once that hour has passed. The alerts pass through our e-mail provider.',
        'Customer accounts: your name, e-mail address and when it was verified, a scrypt hash of your password if you set one (never the password), your passkeys (each one\u2019s public key, the name you gave it, when it was added and last used; never a private key, which stays on your device), when the account was made and last signed in, and hashes (never the values) of your API sign-in tokens and of the links we e-mail you (to confirm an address or change it). Why: to let you sign in and keep your account (contract). Kept while the account exists; a link stops working after its time (one hour for a new address) and sign-in tokens after 30 days.',
        'Customer sessions: for each browser you are signed in on, a hash of its cookie\u2019s id, a salted hash of the IP address, the browser\u2019s user-agent string, and when it started and was last used. Your account page lists them and can sign each out. Deleted when you sign out, after 14 days unused, and at the latest after 60 days.',
        'E-mails about your account (a new address to confirm, and a notice whenever your address, password, passkeys or sessions change, or the account is deleted): the address, subject and text wait in the database until sent; the text, which may hold a link, is then cleared. The rest is deleted with the account.',
        'Your data and deleting it: your account page downloads everything above as one JSON file (machine-readable): your account\u2019s details, sessions (without their keys, with the IP hash and user agent), passkeys (names and dates, no keys), the e-mails we sent you (subjects and dates), the webinar registrations made with your address, and what the course and alert features keep. "Delete my account" (after your password or a passkey) signs you out everywhere and makes the account unusable at once; 7 days later its personal data is erased: the account, its sessions, passkeys, tokens, links and e-mails, the data of every feature (progress, certificates, alerts) and the webinar registrations with its address. The 7 days let us help if the deletion was not yours; the erasure is always done within 30 days. Kept after that: audit-log entries of a team member disabling or enabling the account (they name the account by an id only, never your name or address), server logs for up to 30 days, and database backups until they are replaced.',
        'Broker click-outs: when you follow a link to a partner broker we record the broker, the time, the page you came from on this site and a salted hash of your IP address, never the address itself. Why: to count referrals honestly and ignore repeated clicks (legitimate interest). After 90 days the rows are folded into a count per broker and day, with no hash and nothing about you.',
        'Server logs: the time, the page asked for, the answer’s status and size, the request id and, for security events such as failed sign-ins, the IP address. Why: to keep the site running and secure (legitimate interest). Kept for no longer than 30 days.',
        'Administrator accounts (our team only): user name, e-mail address, role, a scrypt hash of the password, when each last signed in, and the second factors they set up: an authenticator-app secret (stored encrypted), hashes of one-time recovery codes, and passkeys (a public key and its name, never a private key). Why: to let the team run the site securely (legitimate interest). Kept while the account exists; removing a second factor deletes it. Invitations to new administrators keep the e-mail address, user name, who invited them and the invitation e-mail.',
        'Administrator sessions and sign-ins: each session keeps a hash of its cookie’s id, a hash of the IP address, the browser’s user-agent string, and when it started and was last used; sessions are deleted when they end and otherwise once idle or too old (by default 30 minutes idle or 8 hours). Failed sign-ins, by administrators or customers, keep the user name or e-mail address tried, the IP address (an IPv6 address as its /64 network) and the time, for the sign-in throttle; they are deleted after 24 hours, or when that user then signs in from that address. The addresses each user name has signed in from are kept as salted hashes for 90 days after the last sign-in from each, so that address is not throttled for its owner.',
        'Audit log: who changed what and when (the administrator’s user name, the action, and the record before and after). Why: to show who changed the site’s content, signals and accounts (legitimate interest). Kept without a time limit. It holds no visitor’s data: a download of a webinar’s registrants, for example, is logged with their number, not their names.',
        'Courses: the lessons you marked done and when; each quiz attempt (the questions drawn, with the numbers of its calculations, your answers, your score and when); the review cards you studied and their schedule (when each is next due and how you graded it). Why: to show your progress, keep your best score and schedule your reviews (contract). Kept while the account exists, erased with it. Each question\u2019s share of right answers is kept without any link to you, to find and fix unclear questions.',
        'Certificates of course completion: the name you chose to print, the course and its version, the date, and whether you withdrew it or we revoked it (with the reason). The certificate page is public at its unguessable address until you withdraw it. Why: so that anyone you give the link to can check it (contract). When the account is erased the certificate is withdrawn and the name removed; its id and status stay, so a link that was shared says it is no longer valid.',
      ],
    ),
    section('recipients', 'Who receives it', [
      'Our hosting provider stores the database and logs on our behalf under a data processing agreement. When e-mail delivery is set up, contact messages, webinar e-mails and invitations to administrators pass through our e-mail provider. We do not sell personal data or share it with advertisers, and the site runs no analytics or advertising scripts.',
      'If you choose to load TradingView\u2019s widgets, your browser connects to TradingView, which then receives your IP address and may set its own cookies (see the cookies page). TradingView acts as an independent controller for that data; we and TradingView are jointly responsible for the embedding itself (CJEU, Fashion ID, C-40/17, 2019).',
    ]),
    section(
      'rights',
      'Your rights and how to use them',
      [
        `Write to ${email} from the address we know, or say which message or account you mean. We answer within one month and charge nothing.`,
      ],
      [
        'See the data we hold about you and get a copy (access, portability): with an account, "Download my data" on your account page gives it at once.',
        'Have wrong data corrected, or your data deleted: with an account, change your name and address, or delete the account, on your account page.',
        'Object to, or ask us to restrict, processing based on our legitimate interest.',
        'Withdraw a consent at any time (for the market widgets: the cookie settings on the cookies page).',
        'Complain to a data protection authority: in the UK the Information Commissioner\u2019s Office (ico.org.uk), in the EU the authority of your country.',
      ],
    ),
    section('security', 'Security', [
      'Passwords are stored as scrypt hashes, IP addresses as salted hashes, and every page is served over HTTPS with a strict Content-Security-Policy. Only signed-in administrators can read contact messages and webinar registrations.',
    ]),
  ],
};
