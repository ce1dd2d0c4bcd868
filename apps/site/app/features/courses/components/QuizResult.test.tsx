// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { GradedItem } from '~/features/courses/quiz-engine.server';
import { QuizAccountSection } from './QuizAccountSection';
import { QuizResult, type QuizResultProps } from './QuizResult';

afterEach(cleanup);

const choice: GradedItem = {
  id: 'intro-spread-1',
  field: 'q1',
  number: 1,
  kind: 'single',
  prompt: 'What is the spread?',
  correct: false,
  options: [
    { text: 'The gap between bid and ask', correct: true, chosen: false, explanation: 'Yes: you buy at the ask.' },
    { text: 'A commission', correct: false, chosen: true, explanation: 'No: a commission is charged apart.' },
  ],
};
const numeric: GradedItem = {
  id: 'risk-size-1',
  field: 'q2',
  number: 2,
  kind: 'numeric',
  prompt: 'What size risks 1%?',
  correct: true,
  options: [],
  unit: 'lots',
  typed: '0.33',
  keyText: '0.33 lots',
  toleranceText: 'Answers within ±0.01 lots of the exact figure count as correct.',
  explanation: '1% of 10,000.00 USD is 100.00 USD.',
};

function renderResult(props: Partial<QuizResultProps> = {}) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <QuizResult
          score={1}
          total={2}
          percent={50}
          passed={false}
          passPercent={80}
          items={[choice, numeric]}
          bestPercent={50}
          retakeHref="/education/beginner/quiz/introduction-to-trading"
          courseHref="/education/beginner"
          issuedNow={false}
          finalTest={false}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('a quiz result', () => {
  it('says the score and the verdict in words, and shows every answer with the key and every explanation', async () => {
    renderResult();
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 2 correct (50%): not passed yet');
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('Question'));
    expect(within(first!).getByText('Not correct')).toBeInTheDocument();
    expect(within(first!).getByText('Your answer: A commission')).toBeInTheDocument();
    expect(within(first!).getByText('Correct answer: The gap between bid and ask')).toBeInTheDocument();
    expect(within(first!).getByText('Yes: you buy at the ask.')).toBeInTheDocument();
    expect(within(first!).getByText('No: a commission is charged apart.')).toBeInTheDocument();
    expect(within(second!).getByText('Correct')).toBeInTheDocument();
    expect(within(second!).getByText('Your answer: 0.33 lots')).toBeInTheDocument();
    expect(within(second!).getByText('1% of 10,000.00 USD is 100.00 USD.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Retake the quiz' })[0]).toHaveAttribute(
      'href',
      '/education/beginner/quiz/introduction-to-trading',
    );
    expect(screen.queryByRole('link', { name: /certificate/i })).not.toBeInTheDocument();
  });

  it('links the certificate a pass has completed', async () => {
    renderResult({ passed: true, score: 2, percent: 100, certificateHref: '/certificates/abc', issuedNow: true });
    expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/certificates/abc',
    );
    expect(screen.getByText(/You have completed the course/)).toBeInTheDocument();
  });

  it('never asks for module quizzes after a passed final test: it only opens once they are passed', async () => {
    renderResult({ passed: true, score: 2, percent: 100, finalTest: true });
    await screen.findByRole('status');
    expect(screen.queryByText(/every module quiz/i)).toBeNull();
  });
});

describe('the account section', () => {
  it('lists each quiz’s best score and the certificates with their status', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <QuizAccountSection
            csrfToken=""
            data={{
              quizzes: [
                {
                  quiz: 'introduction-to-trading',
                  title: 'Quiz: Intro',
                  path: '/q/intro',
                  bestPercent: 90,
                  passed: true,
                  attempts: 2,
                },
                {
                  quiz: 'final-test',
                  title: 'Final test',
                  path: '/q/final',
                  bestPercent: null,
                  passed: false,
                  attempts: 0,
                },
              ],
              certificates: [
                {
                  id: 'abc',
                  courseTitle: 'Beginner Trading Course',
                  issuedAt: '2026-11-27T10:00:00Z',
                  status: 'valid',
                },
              ],
            }}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    const intro = (await screen.findByRole('link', { name: 'Quiz: Intro' })).closest('tr')!;
    expect(intro).toHaveTextContent('90%, passed (2 attempts)');
    expect(screen.getByRole('link', { name: 'Final test' }).closest('tr')).toHaveTextContent('Not taken yet');
    expect(screen.getByText(/issued 27 November 2026, valid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw its public page' })).toHaveAttribute(
      'href',
      '/certificates/abc/withdraw',
    );
  });
});
