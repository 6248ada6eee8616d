import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PromotionSelect } from './PromotionSelect';

const promotions = [
  { alias: 'welcome-100', title: 'Welcome bonus 100%', description: 'Doubles your first deposit up to $200.' },
  { alias: 'weekly-cashback', title: 'Weekly cashback', description: '10% of last week’s net losses back.' },
  { alias: 'free-spins', title: '50 free spins' },
];

const meta = {
  title: 'Forms/PromotionSelect',
  component: PromotionSelect,
  tags: ['autodocs'],
  args: {
    promotions,
    label: 'Promotion',
    noPromotionLabel: 'No promotion',
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
} satisfies Meta<typeof PromotionSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The chosen promotion's description shows under the field. */
export const Chosen: Story = { args: { defaultValue: 'welcome-100' } };

/** Controlled, as with react-hook-form's `Controller`: the value is an alias or `null`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [alias, setAlias] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <PromotionSelect {...args} value={alias} onChange={setAlias} />
        <output>Value: {alias === null ? 'null' : alias}</output>
      </div>
    );
  },
};

export const NoPromotionsAvailable: Story = { args: { promotions: [] } };

export const WithError: Story = { args: { errorMessage: 'Failed to activate promotion' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'weekly-cashback' } };

const states = [
  { name: 'none chosen', props: {} },
  { name: 'chosen with description', props: { defaultValue: 'welcome-100' } },
  { name: 'chosen without description', props: { defaultValue: 'free-spins' } },
  { name: 'hint', props: { hint: 'Applied to this deposit only' } },
  { name: 'error', props: { errorMessage: 'Failed to activate promotion' } },
  { name: 'disabled', props: { disabled: true, defaultValue: 'weekly-cashback' } },
  { name: 'empty list', props: { promotions: [] } },
] as const;

/** Every state, for visual diffs. (A native select's open list is drawn by the system and cannot be captured.) */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {states.map((state) => (
        <PromotionSelect key={state.name} promotions={promotions} label={`Promotion ${state.name}`} {...state.props} />
      ))}
    </div>
  ),
};
