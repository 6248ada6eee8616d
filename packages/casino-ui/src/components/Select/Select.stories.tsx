import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const currencies = [
  { value: 'USD', label: 'USD' },
  { value: 'EUR', label: 'EUR' },
  { value: 'GBP', label: 'GBP' },
];

const providers = [
  { value: '', label: 'All providers' },
  { value: 'pragmatic', label: 'Pragmatic Play' },
  { value: 'evolution', label: 'Evolution' },
  { value: 'netent', label: 'NetEnt' },
  { value: 'retired', label: 'Retired Studio (unavailable)', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  argTypes: { options: { control: 'object' } },
  args: { label: 'Currency', name: 'currency', options: currencies, disabled: false, required: false },
  // Fields are shown at a form's width; the matrix sets `fieldWidth: null` to lay out a grid instead.
  parameters: { fieldWidth: 360 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.fieldWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithPlaceholder: Story = { args: { placeholder: 'Choose a currency', required: true } };

/** The game search's provider filter: the first option means "no filter". */
export const Provider: Story = { args: { label: 'Provider', name: 'provider', options: providers } };

export const WithHint: Story = { args: { hint: 'Every deposit and bet uses this currency' } };

export const WithError: Story = {
  args: { placeholder: 'Choose a currency', required: true, errorMessage: 'Currency is required' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'EUR' } };

const states = [
  { name: 'value', props: { defaultValue: 'EUR' } },
  { name: 'placeholder', props: { placeholder: 'Choose a currency' } },
  { name: 'hint', props: { hint: 'A hint for the field' } },
  { name: 'error', props: { errorMessage: 'Currency is required', placeholder: 'Choose a currency' } },
  { name: 'disabled', props: { disabled: true, defaultValue: 'GBP' } },
  { name: 'disabled placeholder', props: { disabled: true, placeholder: 'Choose a currency' } },
] as const;

/** Every state, for visual diffs. (A native select's open list is drawn by the system and cannot be captured.) */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {states.map((state) => (
        <Select key={state.name} label={`Currency ${state.name}`} options={currencies} {...state.props} />
      ))}
      <Select label="Provider long list" options={providers} />
    </div>
  ),
};
