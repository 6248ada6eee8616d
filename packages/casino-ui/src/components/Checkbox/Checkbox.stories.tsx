import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'I accept the terms and conditions', name: 'terms', disabled: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

/** The label may hold links, as the sign-up terms checkbox does. */
export const WithLink: Story = {
  args: {
    children: (
      <>
        I am over 18 and accept the <a href="#terms">terms and conditions</a>
      </>
    ),
  },
};

export const WithHint: Story = { args: { children: 'Send me promotions by email', hint: 'You can change this later' } };

export const WithError: Story = { args: { errorMessage: 'You must accept the terms to continue' } };

export const Disabled: Story = { args: { disabled: true } };

/** Unchecked and checked × normal, error and disabled, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[false, true].map((checked) => (
        <div key={String(checked)} style={{ display: 'grid', gap: 16 }}>
          <Checkbox defaultChecked={checked}>{checked ? 'Checked' : 'Unchecked'}</Checkbox>
          <Checkbox defaultChecked={checked} hint="A hint">
            {checked ? 'Checked' : 'Unchecked'} with hint
          </Checkbox>
          <Checkbox defaultChecked={checked} errorMessage="An error">
            {checked ? 'Checked' : 'Unchecked'} with error
          </Checkbox>
          <Checkbox defaultChecked={checked} disabled>
            {checked ? 'Checked' : 'Unchecked'} disabled
          </Checkbox>
        </div>
      ))}
    </div>
  ),
};
