// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { courseProgress } from '../progress.server';
import { beginnerOutline } from '../lessons.server';
import { CourseAccountSection } from './CourseAccountSection';

const lessons = beginnerOutline().flatMap((module) => module.lessons);

describe('CourseAccountSection', () => {
  afterEach(cleanup);

  it('invites a customer who has done nothing yet to start with the first lesson', () => {
    render(<CourseAccountSection data={courseProgress(new Set())} csrfToken="t" />);
    expect(screen.getByRole('heading', { name: 'Your courses' })).toBeInTheDocument();
    expect(screen.getByText('0 of 17 lessons done (0%)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Start: ${lessons[0]!.title}` })).toHaveAttribute('href', lessons[0]!.path);
  });

  it('continues with the first lesson not done', () => {
    render(<CourseAccountSection data={courseProgress(new Set([lessons[0]!.path, lessons[1]!.path]))} />);
    expect(screen.getByText('2 of 17 lessons done (11%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Lessons done' })).toHaveAttribute('value', '2');
    expect(screen.getByRole('link', { name: `Continue: ${lessons[2]!.title}` })).toHaveAttribute(
      'href',
      lessons[2]!.path,
    );
  });

  it('points to the quizzes once every lesson is done', () => {
    render(<CourseAccountSection data={courseProgress(new Set(lessons.map((lesson) => lesson.path)))} />);
    expect(screen.queryByRole('link', { name: /^Continue/ })).toBeNull();
    expect(screen.getByText(/Every lesson is done/)).toBeInTheDocument();
  });
});
