// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewCard } from '~/features/review/review-cards';
import { ReviewSession, type ReviewSessionProps } from './ReviewSession';

afterEach(cleanup);

const check: ReviewCard & { isNew: boolean } = {
  id: 'check:intro/lesson/1',
  kind: 'check',
  prompt: 'A trader sells GBP/USD at 1.2700 and buys it back at 1.2650. What happened?',
  options: ['Went long and lost 50 pips', 'Went short and gained 50 pips', 'Went short and lost 50 pips'],
  answerIndex: 1,
  answer: 'Went short and gained 50 pips',
  explanation: 'Opening with a sale is going short, and buying back cheaper is a gain.',
  source: { label: 'Lesson: Trading', href: '/education/beginner/intro/lesson' },
  isNew: true,
};

const base: ReviewSessionProps = {
  csrfToken: 't',
  remaining: 3,
  nextDue: null,
  now: '2026-03-02T09:00:00.000Z',
  current: check,
  revealed: false,
  chosen: null,
  preview: null,
  schedule: { retentionPercent: 85, learningStepsMinutes: [5], newCardsPerDay: 3 },
  lessonsRead: 1,
  firstLesson: { title: 'What trading is', href: '/education/beginner/intro/lesson' },
};

const preview = {
  again: '2026-03-02T09:01:00.000Z',
  hard: '2026-03-02T09:06:00.000Z',
  good: '2026-03-02T09:10:00.000Z',
  easy: '2026-03-10T09:00:00.000Z',
};

/** The page as its loader would answer the address: `?answer=` shows the back, `&choice=` the option picked. */
function Page(props: Partial<ReviewSessionProps>) {
  const [params] = useSearchParams();
  const revealed = params.get('answer') === check.id;
  const choice = params.get('choice');
  return (
    <ReviewSession
      {...base}
      {...props}
      revealed={revealed}
      chosen={revealed && choice !== null ? Number(choice) : null}
      preview={revealed ? preview : null}
    />
  );
}

const renderAt = (props: Partial<ReviewSessionProps> = {}) => {
  const Stub = createRoutesStub([{ path: '/account/review', Component: () => <Page {...props} /> }]);
  return render(<Stub initialEntries={['/account/review']} />);
};

describe('the daily review page', () => {
  it('asks a multiple-choice card as radios in a group named by its question, answered by keyboard', async () => {
    const user = userEvent.setup();
    renderAt();
    const group = screen.getByRole('group', { name: check.prompt });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['choice', 'choice', 'choice']);
    // Required: without scripts the browser itself asks for a pick before the form goes.
    expect(radios[0]).toBeRequired();
    const form = group.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.queryByRole('button', { name: /^Good/ })).toBeNull();

    // Tab into the group, arrow to the second option, Enter to send.
    await user.tab();
    expect(radios[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    await user.keyboard('{Enter}');

    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('Right: you chose B.');
    expect(answer).toHaveTextContent(check.explanation);
    expect(within(answer).getByRole('group', { name: 'How well did you remember it?' })).toBeInTheDocument();
    expect(within(answer).getByRole('button', { name: /^Good/ })).toHaveAttribute('type', 'submit');
  });

  it('says a wrong pick was wrong and which option was right', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole('radio', { name: check.options[2] }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('Not quite: you chose C; the answer is B.');
    const options = within(screen.getByRole('article')).getAllByRole('listitem');
    expect(options[1]).toHaveTextContent('Right answer');
    expect(options[2]).toHaveTextContent('Your answer');
  });

  it('tells a learner who has read nothing why there are no cards, and links the first lesson', () => {
    renderAt({ current: null, remaining: 0, lessonsRead: 0 });
    expect(screen.getByText(/they come from the lessons you have read/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start with “What trading is”' })).toHaveAttribute(
      'href',
      '/education/beginner/intro/lesson',
    );
  });

  it('explains the schedule from the scheduler’s settings', () => {
    renderAt();
    expect(
      screen.getByText(
        'Each card comes back when the chance that you still recall it has fallen to 85% (the FSRS schedule): while ' +
          'you learn a card it comes back after 5 minutes, then at gaps that grow each time you remember it; up to ' +
          '3 new cards join a day.',
      ),
    ).toBeInTheDocument();
  });
});
