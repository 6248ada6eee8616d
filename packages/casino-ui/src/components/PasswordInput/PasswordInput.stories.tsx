import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { label: 'Password', name: 'password', showLabel: 'Show password', hideLabel: 'Hide password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Pressing the eye shows the password and flips the toggle's name and pressed state. */
export const Reveal: Story = {
  args: { defaultValue: 'hunter22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22');
  },
};

export const NewPassword: Story = {
  args: { autoComplete: 'new-password', hint: 'At least 8 characters' },
};

export const WithError: Story = { args: { defaultValue: 'short', errorMessage: 'At least 8 characters' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'hunter22' } };

/** Hidden and shown, with hint, error and disabled, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PasswordInput label="Hidden" defaultValue="hunter22" />
      <PasswordInput label="Shown" defaultValue="hunter22" defaultRevealed />
      <PasswordInput label="With hint" hint="At least 8 characters" />
      <PasswordInput label="With error" defaultValue="short" errorMessage="At least 8 characters" />
      <PasswordInput label="Valid" defaultValue="hunter22" status="valid" />
      <PasswordInput label="Disabled" defaultValue="hunter22" disabled />
    </div>
  ),
};
