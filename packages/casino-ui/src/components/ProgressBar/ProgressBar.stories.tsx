import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
  args: { label: 'Wagering progress', value: 40, minValue: 0, maxValue: 100, hideLabel: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Step text replaces the percentage for screen readers too (`aria-valuetext`). */
export const StepText: Story = {
  args: { label: 'Sign-up progress', hideLabel: true, value: 1, maxValue: 2, valueText: 'Step 1 of 2' },
};

export const HiddenLabel: Story = { args: { hideLabel: true } };

/** The fill slides to its new width; with reduced motion it jumps there. */
export const Animated: Story = {
  render: function AnimatedStory(args) {
    const [step, setStep] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ProgressBar {...args} value={step} minValue={0} maxValue={4} valueText={`Step ${step} of 4`} />
        <Button variant="secondary" onPress={() => setStep((current) => (current % 4) + 1)}>
          Next step
        </Button>
      </div>
    );
  },
  args: { label: 'Verification progress' },
};

const values = [0, 25, 50, 100] as const;

/** Every fill level with a visible label, step text and a hidden label, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {values.map((value) => (
        <div key={value} style={{ display: 'grid', gap: 12 }}>
          <ProgressBar label={`Visible label ${value}`} value={value} />
          <ProgressBar label={`Step text ${value}`} value={value} valueText={`${value} of 100`} />
          <ProgressBar label={`Hidden label ${value}`} hideLabel value={value} valueText={`Step ${value} of 100`} />
          <ProgressBar label={`Bare ${value}`} hideLabel value={value} />
        </div>
      ))}
    </div>
  ),
};
