import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AmountInput } from './AmountInput';
import { parseAmountToMinorUnits } from './amount-input-logic';

const meta = {
  title: 'Forms/AmountInput',
  component: AmountInput,
  tags: ['autodocs'],
  argTypes: { currency: { control: 'inline-radio', options: ['USD', 'EUR', 'GBP', 'JPY'] } },
  args: {
    label: 'Deposit amount',
    name: 'amount',
    currency: 'USD',
    locale: 'en-US',
    min: 10,
    max: 5000,
    quickAmounts: [20, 50, 100, 500, 1000],
    quickAmountsLabel: 'Quick amounts',
    disabled: false,
  },
  parameters: { fieldWidth: 390 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.fieldWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Controlled, showing the minor units the form would send. */
export const Controlled: Story = {
  render: function Render(args) {
    const [amount, setAmount] = useState('');
    const parsed = parseAmountToMinorUnits(amount, args.currency);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <AmountInput {...args} value={amount} onValueChange={setAmount} />
        <output>{parsed.ok ? `${parsed.minorUnits} minor units` : parsed.error}</output>
      </div>
    );
  },
};

/** A quick amount is chosen: its button shows pressed. */
export const QuickAmountChosen: Story = { args: { defaultValue: '100' } };

export const Euro: Story = { args: { currency: 'EUR', defaultValue: '25,50' } };

export const WithHint: Story = { args: { hint: 'Between $10 and $5,000' } };

export const WithError: Story = { args: { defaultValue: '5', errorMessage: 'Minimum amount is $10' } };

export const WithoutQuickAmounts: Story = { args: { quickAmounts: [] } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '50' } };

const states = [
  { name: 'empty', props: {} },
  { name: 'quick amount chosen', props: { defaultValue: '500' } },
  { name: 'typed amount', props: { defaultValue: '42.50' } },
  { name: 'hint', props: { hint: 'Between $10 and $5,000' } },
  { name: 'error', props: { defaultValue: '5', errorMessage: 'Minimum amount is $10' } },
  { name: 'validating', props: { defaultValue: '100', status: 'validating' } },
  { name: 'disabled', props: { disabled: true, defaultValue: '50' } },
  { name: 'euro', props: { currency: 'EUR', defaultValue: '20' } },
  { name: 'yen', props: { currency: 'JPY', quickAmounts: [1000, 5000, 10000] } },
] as const;

/** Every state, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', gap: 24 }}>
      {states.map((state) => (
        <AmountInput key={state.name} label={`Amount ${state.name}`} {...state.props} />
      ))}
    </div>
  ),
};
