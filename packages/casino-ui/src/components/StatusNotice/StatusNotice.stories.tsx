import type { Meta, StoryObj } from '@storybook/react-vite';
import { WifiOff } from 'lucide-react';
import { fn } from 'storybook/test';
import { StatusNotice } from './StatusNotice';

const meta = {
  title: 'Feedback/StatusNotice',
  component: StatusNotice,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: ['block', 'banner'] },
    icon: { control: false },
  },
  args: {
    title: 'This is taking longer than usual',
    message: 'Still trying. You can wait or start again.',
    actionLabel: 'Try again',
    isActing: false,
    variant: 'block',
    onAction: fn(),
  },
} satisfies Meta<typeof StatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In place of a page's content that is still on its way. */
export const Slow: Story = {};

/** A slim row above a page that stays usable, e.g. an account that could not be loaded. */
export const Banner: Story = {
  args: {
    variant: 'banner',
    title: 'Your account could not be loaded',
    message: 'The server could not be reached. Check your connection and try again.',
  },
};

/** Offline: another icon and text, same structure. */
export const Offline: Story = {
  args: {
    icon: <WifiOff size={28} />,
    title: 'You appear to be offline',
    message: 'Loading continues as soon as the connection is back.',
  },
};

/** Every state, for visual diffs. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatusNotice {...args} />
      <StatusNotice {...args} isActing />
      <StatusNotice {...args} onAction={undefined} />
      <StatusNotice {...args} variant="banner" />
      <StatusNotice {...args} variant="banner" message={null} icon={null} />
    </div>
  ),
};
