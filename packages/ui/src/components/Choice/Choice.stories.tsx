import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Stack } from '../Stack';
import { Choice } from './Choice';

const meta = {
  title: 'Forms/Choice',
  component: Choice,
  tags: ['autodocs'],
  args: { type: 'checkbox', name: 'confirm', value: 'yes', children: 'I understand that this cannot be undone.' },
  argTypes: { type: { control: 'inline-radio', options: ['checkbox', 'radio'] } },
} satisfies Meta<typeof Choice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A click on the words ticks the box: the whole row is the label. */
export const Checkbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I understand that this cannot be undone.' });
    await userEvent.click(canvas.getByText('I understand that this cannot be undone.'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

const options = ['A demo account', 'A live account', 'Both'];

/** Radios in a fieldset whose legend asks the question; the arrow keys move the choice, as in any radio group. */
export const RadioGroup: Story = {
  render: () => (
    <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
      <legend>Which account do you trade on?</legend>
      <Stack gap="2">
        {options.map((option, n) => (
          <Choice key={option} type="radio" name="answer" value={String(n)} required>
            {option}
          </Choice>
        ))}
      </Stack>
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Which account do you trade on?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('A demo account'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'A live account' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'A demo account' })).not.toBeChecked();
  },
};

/** Words that wrap stay beside the box, and a badge may follow them. */
export const LongLabel: Story = {
  args: {
    children: (
      <>
        Send me an e-mail when a signal on one of my chosen instruments is published, closed or corrected, until I turn
        it off. <Badge tone="info">Optional</Badge>
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, children: 'Kept: you already registered.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Kept: you already registered.' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
