import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariantNames } from './Button';
import { ButtonLink } from './ButtonLink';
import * as storyStyles from './ButtonStories.css';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Get Trading Signals',
    variant: 'primary',
    size: 'md',
    fullWidth: false,
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: buttonVariantNames },
    size: { control: 'inline-radio', options: buttonSizes },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get Trading Signals' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={storyStyles.row}>
      {buttonVariantNames
        .filter((name) => name !== 'inverse' && name !== 'chrome')
        .map((name) => (
          <Button key={name} {...args} variant={name}>
            {name}
          </Button>
        ))}
    </div>
  ),
};

export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Start Learning' },
  render: (args) => (
    <div className={storyStyles.inverseGround}>
      <Button {...args} />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className={storyStyles.row}>
      {buttonSizes.map((name) => (
        <Button key={name} {...args} size={name}>
          Size {name}
        </Button>
      ))}
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get Trading Signals' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Sending…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still in the tab order, so focus is not lost while the request runs.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get Trading Signals' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsChildLink: Story = {
  args: { asChild: true },
  render: (args) => (
    <Button {...args}>
      <a href="/services">Get Trading Signals</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get Trading Signals' });
    await expect(link).toHaveAttribute('href', '/services');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AsButtonLink: Story = {
  render: (args) => (
    <div className={storyStyles.row}>
      <ButtonLink href="/services" variant={args.variant} size={args.size}>
        Get Trading Signals
      </ButtonLink>
      <ButtonLink href="/education" variant="outline" size={args.size}>
        Start Learning
      </ButtonLink>
      <ButtonLink href="https://example.com" variant="secondary" size={args.size} external>
        Start Trading
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/education');
    await expect(canvas.getByRole('link', { name: 'Start Trading (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Chrome: Story = {
  args: { variant: 'chrome', children: 'Logout' },
  render: (args) => (
    <div className={storyStyles.chromeGround}>
      <Button {...args} />
    </div>
  ),
};
