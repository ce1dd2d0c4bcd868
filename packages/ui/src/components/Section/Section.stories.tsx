import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { TextLink } from '../TextLink';
import { Section, sectionElements, sectionSpacings, sectionTones } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { tone: 'default', spacing: 'md', as: 'section', 'aria-labelledby': 'section-heading' },
  argTypes: {
    tone: { control: 'inline-radio', options: sectionTones },
    spacing: { control: 'inline-radio', options: sectionSpacings },
    as: { control: 'select', options: sectionElements },
  },
  render: (args) => (
    <Section {...args}>
      <Container>
        <Stack gap="4">
          <Heading level={2} id="section-heading">
            Our Mission
          </Heading>
          <p>
            To give every trader the education and the tools to trade responsibly.{' '}
            <TextLink href="/about" tone={args.tone === 'inverse' ? 'inherit' : 'default'}>
              About us
            </TextLink>
          </p>
          <div>
            <Button variant={args.tone === 'inverse' ? 'inverse' : 'primary'}>Start Learning</Button>
          </div>
        </Stack>
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Muted: Story = { args: { tone: 'muted' } };

export const Inverse: Story = { args: { tone: 'inverse' } };

export const Compact: Story = { args: { spacing: 'sm' } };

export const LabelledRegion: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Our Mission' })).toBeInTheDocument();
  },
};
