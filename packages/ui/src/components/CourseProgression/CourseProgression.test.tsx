import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseProgression } from './CourseProgression';

const steps = [
  { id: 'beginner', label: 'Beginner', href: '/education/beginner' },
  { id: 'intermediate', label: 'Intermediate', href: '/education/intermediate' },
  { id: 'advanced', label: 'Advanced', href: '/education/advanced' },
];

describe('CourseProgression', () => {
  it('lists the steps in order and marks only the current one', () => {
    render(<CourseProgression steps={steps} currentId="advanced" />);
    const nav = screen.getByRole('navigation', { name: 'Course progression' });
    const links = screen.getAllByRole('link');
    expect(nav).toContainElement(links[0] ?? null);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(steps.map((s) => s.href));
    expect(links.filter((link) => link.getAttribute('aria-current') === 'step')).toEqual([links[2]]);
  });

  it('marks nothing without a current step', () => {
    const { container } = render(<CourseProgression steps={steps} />);
    expect(container.querySelector('[aria-current]')).toBeNull();
  });
});
