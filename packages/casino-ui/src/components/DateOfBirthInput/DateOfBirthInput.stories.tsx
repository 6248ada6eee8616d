import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateOfBirthInput } from './DateOfBirthInput';

const meta = {
  title: 'Forms/DateOfBirthInput',
  component: DateOfBirthInput,
  tags: ['autodocs'],
  argTypes: { locale: { control: 'inline-radio', options: ['en-US', 'en-GB', 'de-DE', 'ja-JP'] } },
  args: {
    label: 'Date of birth',
    locale: 'en-US',
    name: 'dateOfBirth',
    required: true,
    disabled: false,
    onChange: fn(),
  },
  parameters: { fieldWidth: 360 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.fieldWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateOfBirthInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = { args: { defaultValue: '1990-05-17' } };

/** The segment order and separators follow the locale. */
export const GermanLocale: Story = { args: { locale: 'de-DE', defaultValue: '1990-05-17', label: 'Geburtsdatum' } };

/** Controlled with an ISO string, as with react-hook-form's `Controller`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [date, setDate] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <DateOfBirthInput {...args} value={date} onChange={setDate} />
        <output>Value: {date ?? 'null'}</output>
      </div>
    );
  },
};

/** docs/product.md#validation: the form shows the minimum-age message. */
export const WithError: Story = {
  args: { defaultValue: '2015-03-01', errorMessage: 'You must be at least 18 years old' },
};

/** A date after `maxValue` (today by default) is marked invalid by the field itself. */
export const OutOfRange: Story = { args: { defaultValue: '2099-01-01' } };

export const WithHint: Story = { args: { hint: 'As on your identity document' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '1990-05-17' } };

const states = [
  { name: 'empty', props: {} },
  { name: 'filled', props: { defaultValue: '1990-05-17' } },
  { name: 'hint', props: { hint: 'As on your identity document' } },
  { name: 'error', props: { defaultValue: '2015-03-01', errorMessage: 'You must be at least 18 years old' } },
  { name: 'out of range', props: { defaultValue: '2099-01-01' } },
  { name: 'disabled', props: { disabled: true, defaultValue: '1990-05-17' } },
  { name: 'en-GB', props: { locale: 'en-GB', defaultValue: '1990-05-17' } },
  { name: 'ja-JP', props: { locale: 'ja-JP', defaultValue: '1990-05-17' } },
] as const;

/** Every state, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {states.map((state) => (
        <DateOfBirthInput key={state.name} label={`Date of birth ${state.name}`} {...state.props} />
      ))}
    </div>
  ),
};
