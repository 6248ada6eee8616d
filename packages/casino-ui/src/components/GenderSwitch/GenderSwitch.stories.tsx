import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type Gender, GenderSwitch } from './GenderSwitch';

const meta = {
  title: 'Forms/GenderSwitch',
  component: GenderSwitch,
  tags: ['autodocs'],
  argTypes: { value: { control: 'inline-radio', options: ['m', 'f', null] } },
  args: { label: 'Gender', maleLabel: 'Male', femaleLabel: 'Female', required: true, disabled: false },
  parameters: { fieldWidth: 360 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.fieldWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GenderSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MaleChosen: Story = { args: { defaultValue: 'm' } };

export const FemaleChosen: Story = { args: { defaultValue: 'f' } };

/** docs/product.md#validation: gender is required; the form shows this after a submit without a choice. */
export const WithError: Story = { args: { errorMessage: 'Gender is required' } };

export const WithHint: Story = { args: { hint: 'As on your identity document' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'f' } };

/** Controlled, as with react-hook-form's `Controller`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [gender, setGender] = useState<Gender | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <GenderSwitch {...args} value={gender} onValueChange={setGender} />
        <output>Value: {gender ?? 'null'}</output>
      </div>
    );
  },
};

const states = [
  { name: 'empty', props: {} },
  { name: 'male', props: { defaultValue: 'm' } },
  { name: 'female', props: { defaultValue: 'f' } },
  { name: 'error', props: { errorMessage: 'Gender is required' } },
  { name: 'hint', props: { hint: 'As on your identity document', defaultValue: 'm' } },
  { name: 'disabled', props: { disabled: true } },
  { name: 'disabled chosen', props: { disabled: true, defaultValue: 'f' } },
] as const;

/** Every state, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {states.map((state) => (
        <GenderSwitch key={state.name} label={`Gender ${state.name}`} {...state.props} />
      ))}
    </div>
  ),
};
