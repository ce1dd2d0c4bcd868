/** The public page of the schedule. */
export const webinarsPath = '/services/webinar';

/** A webinar's registration page. */
export const webinarPath = (id: string) => `${webinarsPath}/${encodeURIComponent(id)}`;

/** A webinar's public calendar file (no join link). */
export const webinarIcsPath = (id: string) => `${webinarPath(id)}.ics`;

/** The cancel link of a registration (its token names it); the page asks to confirm. */
export const registrationCancelPath = (token: string) => `${webinarsPath}/cancel?token=${encodeURIComponent(token)}`;
