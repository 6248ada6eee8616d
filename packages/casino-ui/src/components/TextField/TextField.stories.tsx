import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { TextField } from './TextField';
import { textFieldStatuses } from './TextField.css';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  argTypes: {
    status: { control: 'inline-radio', options: textFieldStatuses },
    startAdornment: { control: false },
    endAdornment: { control: false },
  },
  args: {
    label: 'Email',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    status: 'idle',
    disabled: false,
  },
  // Fields are shown at a form's width; the matrix sets `fieldWidth: null` to lay out a grid instead.
  parameters: { fieldWidth: 360 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.fieldWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = { args: { label: 'Username', type: 'text', hint: '3 to 20 letters or digits' } };

export const WithError: Story = { args: { defaultValue: 'ada@', errorMessage: 'Enter a valid email address' } };

/** An async check running (for example "is this username taken?"). */
export const Validating: Story = {
  args: { label: 'Username', type: 'text', defaultValue: 'ada', status: 'validating' },
};

export const Valid: Story = { args: { label: 'Username', type: 'text', defaultValue: 'ada_l', status: 'valid' } };

export const Invalid: Story = {
  args: {
    label: 'Username',
    type: 'text',
    defaultValue: 'admin',
    status: 'invalid',
    errorMessage: 'This username is already taken',
  },
};

export const Adornments: Story = {
  args: { label: 'Deposit amount', type: 'text', inputMode: 'decimal', startAdornment: '$', endAdornment: 'USD' },
};

export const WithIcon: Story = {
  args: { label: 'Search games', type: 'search', placeholder: 'Search games...', startAdornment: <Search size={18} /> },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };

/** Every status, with and without hint or error, enabled and disabled, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, fieldWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
      {textFieldStatuses.flatMap((status) => [
        <TextField key={`${status}-plain`} label={`Status ${status}`} status={status} defaultValue="ada" />,
        <TextField key={`${status}-hint`} label={`${status} with hint`} status={status} hint="A hint for the field" />,
        <TextField
          key={`${status}-error`}
          label={`${status} with error`}
          status={status}
          defaultValue="ada"
          errorMessage="Something is wrong"
        />,
        <TextField
          key={`${status}-disabled`}
          label={`${status} disabled`}
          status={status}
          disabled
          defaultValue="ada"
        />,
      ])}
      <TextField label="Adornments" startAdornment="$" endAdornment="USD" defaultValue="25.00" />
      <TextField label="Placeholder" placeholder="Search games..." />
    </div>
  ),
};
