import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EXAMPLE_PASSWORD_POLICY } from '../../private/example-password-policy';
import { PasswordInput } from '../PasswordInput';
import { PasswordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  tags: ['autodocs'],
  args: {
    password: 'Lucky7',
    policy: EXAMPLE_PASSWORD_POLICY,
    metLabel: 'met',
    notMetLabel: 'not met',
    announceChanges: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { password: '' } };

export const AllMet: Story = { args: { password: 'Lucky7stars' } };

/** A space is not allowed (docs/product.md#validation): only that rule fails. */
export const ForbiddenCharacter: Story = { args: { password: 'Lucky7 stars' } };

/** With the password field it describes (`aria-describedby`), as on the sign-up form. */
export const WithPasswordField: Story = {
  render: function Render() {
    const [password, setPassword] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="story-password-rules"
        />
        <PasswordChecklist
          policy={EXAMPLE_PASSWORD_POLICY}
          id="story-password-rules"
          password={password}
          announceChanges={false}
        />
      </div>
    );
  },
};

const samples = ['', 'a', 'abcdefgh', 'ABCDEFG1', 'Lucky7 stars', 'Lucky7stars'];

/** The checklist for passwords that meet none, some and all rules, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {samples.map((password) => (
        <div key={password} style={{ display: 'grid', gap: 8 }}>
          <code>{JSON.stringify(password)}</code>
          <PasswordChecklist
            policy={EXAMPLE_PASSWORD_POLICY}
            password={password}
            listLabel={`Rules for ${JSON.stringify(password)}`}
          />
        </div>
      ))}
    </div>
  ),
};
