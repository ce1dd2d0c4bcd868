import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CourseProgression } from './CourseProgression';

const steps = [
  { id: 'beginner', label: 'Beginner', href: '/education/beginner', detail: '12-15 hours' },
  { id: 'intermediate', label: 'Intermediate', href: '/education/intermediate', detail: '16-20 hours' },
  { id: 'advanced', label: 'Advanced', href: '/education/advanced', detail: '28-36 hours' },
];

const meta = {
  title: 'Content/CourseProgression',
  component: CourseProgression,
  args: { steps, currentId: 'intermediate', label: 'Course progression' },
  argTypes: { currentId: { control: 'inline-radio', options: [undefined, ...steps.map((s) => s.id)] } },
} satisfies Meta<typeof CourseProgression>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a course page: that course is the current step. */
export const CurrentStep: Story = {
  args: { currentId: 'beginner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Course progression' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Beginner'),
      expect.stringContaining('Intermediate'),
      expect.stringContaining('Advanced'),
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'step');
    await expect(links[1]).not.toHaveAttribute('aria-current');
  },
};

/** On the overview: no step is current. */
export const NoCurrentStep: Story = {
  args: { currentId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Beginner/ })).toHaveFocus();
  },
};
