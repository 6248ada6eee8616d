import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SegmentedControl } from './SegmentedControl';

const schemeOptions = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;
type Scheme = (typeof schemeOptions)[number]['value'];

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl<Scheme>,
  tags: ['autodocs'],
  args: { label: 'Appearance', options: schemeOptions, defaultValue: 'system', disabled: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SegmentedControl<Scheme>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = { args: { hint: 'System follows the setting of your device.', defaultValue: 'dark' } };

/** Controlled, as an app's setting that lives in its own store. */
export const Controlled: Story = {
  render: function Render(args) {
    const [scheme, setScheme] = useState<Scheme>('light');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <SegmentedControl {...args} value={scheme} onValueChange={setScheme} />
        <output>Value: {scheme}</output>
      </div>
    );
  },
};

const states = [
  { name: 'system', props: { defaultValue: 'system' } },
  { name: 'dark', props: { defaultValue: 'dark' } },
  { name: 'hint', props: { defaultValue: 'light', hint: 'System follows the setting of your device.' } },
  { name: 'disabled', props: { defaultValue: 'light', disabled: true } },
] as const;

/** Every state, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {states.map((state) => (
        <SegmentedControl key={state.name} {...args} {...state.props} label={`Appearance (${state.name})`} />
      ))}
    </div>
  ),
};
