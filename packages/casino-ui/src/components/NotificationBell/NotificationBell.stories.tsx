import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: { count: 3, href: '#inbox', isCurrent: false },
  argTypes: { count: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing unread: the bell alone, named "Notifications". */
export const NothingUnread: Story = { args: { count: 0 } };

/** Every count the badge draws differently, and the bell as the current page's link. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <NotificationBell {...args} count={0} />
      <NotificationBell {...args} count={1} />
      <NotificationBell {...args} count={42} />
      <NotificationBell {...args} count={120} />
      <NotificationBell {...args} count={5} isCurrent />
    </div>
  ),
};
