import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OneTimeCodeInput } from './OneTimeCodeInput';

const meta = {
  title: 'Forms/OneTimeCodeInput',
  component: OneTimeCodeInput,
  tags: ['autodocs'],
  args: { label: 'Code from your authenticator app', name: 'code' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OneTimeCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing fills the boxes one by one; the box the next digit goes to is marked. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Code from your authenticator app' });
    await userEvent.type(input, '1a24');
    await expect(input).toHaveValue('124');
  },
};

/** A whole code pasted anywhere fills every box; spaces and other characters are dropped. */
export const Pasted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Code from your authenticator app' });
    await userEvent.click(input);
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    input.blur();
  },
};

export const WithHint: Story = { args: { hint: 'The app shows a new code every 30 seconds.' } };

export const WithError: Story = {
  args: { defaultValue: '123456', errorMessage: 'That code is not right. Try the one your app shows now.' },
};

export const Disabled: Story = { args: { defaultValue: '123456', disabled: true } };

/** Empty, part-filled, whole, with an error and disabled, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <OneTimeCodeInput label="Empty" />
      <OneTimeCodeInput label="Part-filled" defaultValue="482" />
      <OneTimeCodeInput label="Whole" defaultValue="482913" />
      <OneTimeCodeInput label="With hint" hint="Six digits" />
      <OneTimeCodeInput label="With error" defaultValue="482913" errorMessage="That code is not right" />
      <OneTimeCodeInput label="Disabled" defaultValue="482913" disabled />
    </div>
  ),
};
