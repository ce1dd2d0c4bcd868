import { Badge, ButtonLink, TextLink, VisuallyHidden } from '@upm/ui';
import { webinars as copy } from '~/content/services/webinars';
import { webinarIcsPath, webinarPath } from '~/features/webinars/webinar-paths';
import { formatGmt } from '~/features/webinars/webinar-time';
import type { PublicWebinar } from '~/features/webinars/webinar-types';
import { WebinarLocalTime } from './WebinarLocalTime';
import * as styles from './webinars.css';

export interface WebinarEntryProps {
  webinar: PublicWebinar;
  /** Started or over: no registration; the replay when there is one. */
  past?: boolean;
  /** On its own registration page: no 'Register Now' (the form is below), the calendar file stays. */
  summary?: boolean;
}

/** One webinar of the schedule: upcoming ones offer registration and a calendar file, past ones their replay. */
export function WebinarEntry({ webinar, past = false, summary = false }: WebinarEntryProps) {
  const { schedule } = copy;
  const cancelled = webinar.status === 'cancelled';
  const full = webinar.placesLeft === 0;
  const forTitle = <VisuallyHidden>{` for ${webinar.title}`}</VisuallyHidden>;
  return (
    <article className={styles.card} aria-labelledby={`webinar-${webinar.id}`}>
      <h3 className={styles.title} id={`webinar-${webinar.id}`}>
        {webinar.title}
      </h3>
      <p className={styles.when}>
        <time dateTime={webinar.startsAt}>{formatGmt(webinar.startsAt)}</time>
        {past ? null : <WebinarLocalTime startsAt={webinar.startsAt} />}
      </p>
      <p className={styles.muted}>With {webinar.presenter}</p>
      {cancelled ? <Badge tone="negative">{schedule.cancelled}</Badge> : null}
      <p>{webinar.description}</p>
      {!past && !cancelled && webinar.placesLeft !== null ? (
        <p className={styles.muted}>
          {full ? schedule.full : `${webinar.placesLeft} ${webinar.placesLeft === 1 ? 'place' : 'places'} left`}
        </p>
      ) : null}
      {past ? (
        webinar.replayUrl ? (
          <div className={styles.actions}>
            <TextLink href={webinar.replayUrl}>
              {schedule.replay}
              {forTitle}
            </TextLink>
          </div>
        ) : null
      ) : cancelled ? null : (
        <div className={styles.actions}>
          {full || summary ? null : (
            <ButtonLink href={webinarPath(webinar.id)} variant="primary">
              {schedule.register}
              {forTitle}
            </ButtonLink>
          )}
          <ButtonLink href={webinarIcsPath(webinar.id)} variant="secondary" download>
            {schedule.calendar}
            {forTitle}
          </ButtonLink>
        </div>
      )}
    </article>
  );
}
