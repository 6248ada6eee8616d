import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'md', label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** It takes the colour of the text around it. */
export const InheritsColour: Story = {
  render: (args) => (
    <p style={{ color: vars.color.danger, display: 'flex', gap: 8, alignItems: 'center' }}>
      <Spinner {...args} /> Checking your balance
    </p>
  ),
};

/** Every size, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

/**
 * With reduced motion (the `reduced-motion` tag: the story suite emulates `prefers-reduced-motion: reduce`) the ring
 * stands still and gently pulses, in every size.
 */
export const ReducedMotion: Story = {
  tags: ['reduced-motion'],
  render: StateMatrix.render,
};
