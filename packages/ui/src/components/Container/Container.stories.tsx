import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { Container, containerElements, containerWidths } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  args: { width: 'default', as: 'div' },
  argTypes: {
    width: { control: 'inline-radio', options: containerWidths },
    as: { control: 'select', options: containerElements },
  },
  render: (args) => (
    <Container {...args}>
      <Card tone="muted">Content at the {args.width ?? 'default'} width, with responsive side padding.</Card>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Narrow: Story = { args: { width: 'narrow' } };

export const Full: Story = { args: { width: 'full' } };
