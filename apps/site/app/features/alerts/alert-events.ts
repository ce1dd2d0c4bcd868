/*
 * Which changes of a signal its subscribers are told of, and the word each e-mail and page uses for it. Browser-safe:
 * the fan-out queues exactly these kinds, and the pages promise exactly these, from this one list.
 *
 * A correction is alerted because whoever read "closed at +30 pips" must learn that the public record now says
 * otherwise; an expiry, because whoever placed the pending order by the alert must learn it no longer stands.
 */
export const alertedEventWords = {
  published: 'published',
  amended: 'amended',
  triggered: 'triggered',
  closed: 'closed',
  corrected: 'corrected',
  expired: 'expired',
  cancelled: 'cancelled',
} as const;

export type AlertedKind = keyof typeof alertedEventWords;

/** The timeline events subscribers are told of. */
export const alertedKinds = Object.keys(alertedEventWords) as AlertedKind[];

/** "published, amended, … or cancelled": the list as a sentence's ending. */
export const alertedEventsSentence = (() => {
  const words: string[] = Object.values(alertedEventWords);
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
})();
