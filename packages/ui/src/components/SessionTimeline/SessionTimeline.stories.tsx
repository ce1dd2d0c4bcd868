import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionTimeline, type SessionTimelineRow } from './SessionTimeline';

/** A Wednesday in January at 13:30 GMT: the forex page's GMT table. */
const january: readonly SessionTimelineRow[] = [
  {
    id: 'sydney',
    name: 'Sydney',
    open: false,
    detail: 'Opens in 8 h 30 min, at 22:00',
    spans: [
      [0, 420],
      [1320, 1440],
    ],
    hoursText: '00:00 to 07:00 and 22:00 to 24:00',
  },
  {
    id: 'tokyo',
    name: 'Tokyo',
    open: false,
    detail: 'Opens in 10 h 30 min, at 00:00',
    spans: [[0, 540]],
    hoursText: '00:00 to 09:00',
  },
  {
    id: 'london',
    name: 'London',
    open: true,
    detail: 'Closes in 3 h 30 min, at 17:00',
    spans: [[480, 1020]],
    hoursText: '08:00 to 17:00',
  },
  {
    id: 'new-york',
    name: 'New York',
    open: true,
    detail: 'Closes in 8 h 30 min, at 22:00',
    spans: [[780, 1320]],
    hoursText: '13:00 to 22:00',
  },
];

const meta = {
  title: 'Tools/SessionTimeline',
  component: SessionTimeline,
  tags: ['autodocs'],
  args: { caption: 'Wednesday 14 January, times in GMT', rows: january, now: 810 },
} satisfies Meta<typeof SessionTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** London and New York overlap: both read as open, with what happens next in words. */
export const Overlap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveTextContent('LondonOpenCloses in 3 h 30 min, at 17:00');
    await expect(items[0]).toHaveTextContent('Closed');
    await expect(canvas.getByRole('figure', { name: 'Wednesday 14 January, times in GMT' })).toBeInTheDocument();
  },
};

/** The weekend: every session closed and no line for the current moment. */
export const Weekend: Story = {
  args: {
    caption: 'Saturday 17 January, times in GMT',
    now: undefined,
    rows: january.map((row) => ({
      ...row,
      open: false,
      spans: [],
      detail: 'Opens Monday',
      hoursText: 'Closed all day',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Open')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Closed')).toHaveLength(4);
  },
};
