import type { WebinarInput } from './webinar-schema';

/** The admin the tests act as. */
export const testAdmin = { id: 'admin-1', username: 'alice' };

/** "Today" in the tests: a fixed date after the seeded 2025 sessions, so no test depends on the clock. */
export const testNow = new Date('2026-11-25T12:00:00.000Z');

/** A webinar a week after `testNow`, for forty people. */
export const upcomingInput: WebinarInput = {
  title: 'Reading the Economic Calendar',
  description: 'Which releases move the major pairs, and how to plan around them.',
  presenter: 'Dana Analyst',
  startsAt: '2026-12-02T15:00:00.000Z',
  durationMinutes: 60,
  capacity: 40,
  joinUrl: 'https://meet.example.com/j/123',
  replayUrl: null,
};
