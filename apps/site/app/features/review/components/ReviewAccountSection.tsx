import { ButtonLink, Heading, Stack } from '@upm/ui';
import type { ReviewAccountData } from '~/features/review/account-section.server';

/** The daily review's part of /account: the cards due today and the way in. */
export function ReviewAccountSection({ data }: { data: ReviewAccountData; csrfToken: string }) {
  return (
    <section aria-labelledby="account-review-heading">
      <Stack gap="3">
        <Heading level={2} size="xl" id="account-review-heading">
          Daily review
        </Heading>
        <p>
          {data.lessonsRead === 0
            ? 'The review asks about the lessons you have marked done: none yet.'
            : data.due === 0
              ? 'No cards due today: you are up to date.'
              : `${data.due} ${data.due === 1 ? 'card' : 'cards'} due today.`}
        </p>
        {data.due > 0 ? (
          <p>
            <ButtonLink href="/account/review">Start today’s review</ButtonLink>
          </p>
        ) : data.lessonsRead === 0 ? (
          <p>
            <ButtonLink href={data.firstLesson.href}>Start with “{data.firstLesson.title}”</ButtonLink>
          </p>
        ) : null}
      </Stack>
    </section>
  );
}
