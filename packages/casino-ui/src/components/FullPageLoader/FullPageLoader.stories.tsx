import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageLoader } from './FullPageLoader';

const meta = {
  title: 'Feedback/FullPageLoader',
  component: FullPageLoader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { label: 'Loading...' },
  // Docs pages show every story inline: keep the fixed overlay inside its own box there.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 320, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FullPageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CustomLabel: Story = { args: { label: 'Opening the cashier...' } };

/** The one state there is, for visual diffs. */
export const StateMatrix: Story = {};

/** With reduced motion (the `reduced-motion` tag: the story suite emulates it) the spinner pulses in place. */
export const ReducedMotion: Story = { tags: ['reduced-motion'] };
