import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseModule, courseModuleTones } from './CourseModule';

const meta = {
  title: 'Content/CourseModule',
  component: CourseModule,
  args: {
    number: 1,
    title: 'Introduction to Trading and Financial Markets',
    duration: '2-3 hours',
    lessons: [
      'What trading is, and how it differs from investing',
      'Forex, indices, commodities, stocks and crypto at a glance',
      'Brokers, CFDs and how a trade is executed',
      'Bid, ask, spread, pips and lots',
    ],
    headingLevel: 3,
    tone: 'default',
  },
  argTypes: { tone: { control: 'inline-radio', options: courseModuleTones } },
} satisfies Meta<typeof CourseModule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Module 1\s*Introduction to Trading/ })).toBeVisible();
    await expect(canvas.getByText('2-3 hours')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A market-course module: lessons without a duration. */
export const WithoutDuration: Story = {
  args: {
    number: 2,
    title: 'Sessions, Pairs and Market Timing',
    duration: undefined,
    lessons: [
      'The Sydney, Tokyo, London and New York sessions',
      'Session overlaps',
      'The major pairs and their nicknames',
    ],
  },
};

/** With a summary under the title. */
export const WithSummary: Story = {
  args: { summary: 'Everything you need before your first trade, explained from scratch.' },
};

/** The highlighted tone marks a core module. */
export const Highlighted: Story = {
  args: { tone: 'highlighted', title: 'Systematic and Algorithmic Trading', duration: '8-10 hours' },
};

/** Lessons that have a page are links; the others say they are coming. */
export const WithLessonPages: Story = {
  args: {
    lessons: [
      { title: 'What trading is, and how it differs from investing', href: '#lesson-1' },
      { title: 'Forex, indices, commodities, stocks and crypto at a glance', href: '#lesson-2' },
      { title: 'Brokers, CFDs and how a trade is executed', note: 'Coming' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /What trading is/ })).toHaveAttribute('href', '#lesson-1');
    await expect(canvas.getByText('Coming')).toBeVisible();
  },
};
