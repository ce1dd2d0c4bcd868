/* What the alert pages say, in one place (browser-safe: the pages and their handlers share it). */

export const alertMessages = {
  /** The one answer to a subscribe request, whether or not the address is subscribed already. */
  requested:
    'Thank you. If the address can receive our e-mail, a message asking you to confirm is on its way: nothing is sent until you follow its link (it works for 48 hours).',
  requestedNoMail:
    'Thank you: your request is recorded. E-mail is not configured on this server yet, so the confirmation message will be sent once it is.',
  rateLimited: (minutes: number) =>
    `Too many requests from your connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  confirmed: 'Your signal alerts are on. Every alert carries a link to change your instruments or unsubscribe.',
  confirmInvalid: 'This confirmation link is not valid, or it has been used already. Subscribe again to get a new one.',
  confirmExpired: 'This confirmation link has expired (links work for 48 hours). Subscribe again to get a new one.',
  unsubscribed: 'You are unsubscribed: we will send no more signal alerts to this address.',
  linkInvalid: 'This link is not valid. Please use the link from your latest alert e-mail.',
  changed: 'Your choice of instruments is saved.',
} as const;
