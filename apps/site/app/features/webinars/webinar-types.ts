/** What the admin sets of a webinar apart from its join link: the start as an ISO instant in UTC. */
export interface WebinarDetails {
  title: string;
  description: string;
  presenter: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number | null;
  replayUrl: string | null;
}

/** What a visitor may see of a webinar: never its join link. */
export interface PublicWebinar extends WebinarDetails {
  id: string;
  /** Places left when a capacity is set. */
  placesLeft: number | null;
  status: WebinarStatus;
  sequence: number;
  updatedAt: string;
}

export type WebinarStatus = 'scheduled' | 'cancelled';

/** The whole record, for the admin and the e-mails. */
export interface Webinar extends PublicWebinar {
  /** Null only for the original site's 2025 sessions, seeded without one. */
  joinUrl: string | null;
  createdAt: string;
  registrations: number;
}

export interface Registration {
  id: string;
  webinarId: string;
  name: string;
  email: string;
  createdAt: string;
}

/** Why a webinar takes no registration now (each has its message in webinar-messages.ts). */
export type RegistrationRefusal = 'full' | 'closed' | 'cancelled' | 'past';

/** When a webinar ends. */
export const endsAt = (webinar: Pick<PublicWebinar, 'startsAt' | 'durationMinutes'>): Date =>
  new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000);

/** Why `webinar` takes no registration at `now`, or null when it does. Registration closes at the start. */
export function registrationRefusal(webinar: PublicWebinar, now: Date): RegistrationRefusal | null {
  if (webinar.status === 'cancelled') return 'cancelled';
  if (now.getTime() >= endsAt(webinar).getTime()) return 'past';
  if (now.getTime() >= Date.parse(webinar.startsAt)) return 'closed';
  if (webinar.placesLeft !== null && webinar.placesLeft <= 0) return 'full';
  return null;
}
