import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeToggle, type ColorScheme, type ThemeToggleProps } from './ThemeToggle';

const meta = {
  title: 'Shell/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'system', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['system', 'light', 'dark'] } },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Following the device: the name says so, and a press asks for light. */
export const System: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Colour scheme: System' });
    await userEvent.click(button);
    await expect(args.onValueChange).toHaveBeenCalledWith('light');
  },
};

export const Light: Story = {
  args: { value: 'light' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Colour scheme: Light' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Colour scheme: Dark' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('system');
  },
};

/** Before scripts run: the place is kept, the button is hidden and out of the tab order. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

function Cycling(props: ThemeToggleProps) {
  const [value, setValue] = useState<ColorScheme>(props.value);
  return <ThemeToggle {...props} value={value} onValueChange={setValue} />;
}

/** From the keyboard, three presses go round: light, dark, then back to the device's setting. */
export const KeyboardCycle: Story = {
  render: (args) => <Cycling {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Colour scheme: Light');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Colour scheme: Dark');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Colour scheme: System');
  },
};
