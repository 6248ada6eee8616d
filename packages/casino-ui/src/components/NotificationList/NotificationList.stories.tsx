import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationList, type NotificationListItem } from './NotificationList';

const sample: NotificationListItem[] = [
  {
    id: 4,
    title: 'Deposit of $50.00 confirmed',
    message: 'The money is in your balance.',
    time: '2026-11-25T11:58:00Z',
    href: '#cashier',
    isRead: false,
  },
  {
    id: 3,
    title: 'Your Welcome Bonus expires soon',
    message: 'Wager it through by Nov 26, 2026, 11:00:00 or it is forfeited.',
    time: '2026-11-25T11:00:00Z',
    href: '#promotions',
    isRead: false,
  },
  {
    id: 2,
    title: 'Withdrawal of $120.00 rejected',
    message: 'Reason: the card on file has expired. The amount is back in your balance.',
    time: '2026-11-24T16:20:00Z',
    href: '#withdraw',
    isRead: true,
  },
  {
    id: 1,
    title: 'Your identity is verified',
    message: 'You can now withdraw without limits.',
    time: '2026-11-20T09:30:00Z',
    href: '#verification',
    isRead: true,
  },
];

const meta = {
  title: 'Data display/NotificationList',
  component: NotificationList,
  tags: ['autodocs'],
  args: { items: sample, onMarkRead: fn(), onOpen: fn() },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Everything read: no dots, no buttons. */
export const AllRead: Story = { args: { items: sample.map((item) => ({ ...item, isRead: true })) } };

/** Unread, read, a mark on its way, a notice without a link and a long title that wraps. */
export const StateMatrix: Story = {
  args: {
    markingId: 3,
    items: [
      ...sample,
      {
        id: 0,
        title: 'Your daily deposit limit of $1,000.00 takes effect on Nov 26, 2026 at 11:00:00 after the cooling-off',
        time: '2026-11-19T08:00:00Z',
        isRead: false,
      },
    ],
  },
};
