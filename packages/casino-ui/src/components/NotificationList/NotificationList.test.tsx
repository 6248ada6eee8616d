import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/axe';
import { NotificationList, type NotificationListItem } from './NotificationList';

const items: NotificationListItem[] = [
  {
    id: 2,
    title: 'Withdrawal of $50.00 paid',
    message: 'It is on its way to your account.',
    time: '2026-11-25T11:00:00Z',
    href: '/cashier/withdraw',
    isRead: false,
  },
  { id: 1, title: 'Your identity is verified', time: '2026-11-24T09:30:00Z', isRead: true },
];

describe('NotificationList', () => {
  it('given one unread and one read notice, shows both in order with their state, time and link', async () => {
    const { container } = render(<NotificationList items={items} onMarkRead={() => {}} />);
    const list = screen.getByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Withdrawal of $50.00 paid (Unread)');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Withdrawal of $50.00 paid' })).toHaveAttribute(
      'href',
      '/cashier/withdraw',
    );
    expect(within(first as HTMLElement).getByText('It is on its way to your account.')).toBeInTheDocument();
    expect(first?.querySelector('time')).toHaveAttribute('datetime', '2026-11-25T11:00:00.000Z');
    expect(second).not.toHaveTextContent('Unread');
    expect(within(second as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks an unread notice read from its button, and reports a followed link', async () => {
    const marked: Array<string | number> = [];
    const opened: Array<string | number> = [];
    render(
      <NotificationList
        items={items}
        onMarkRead={(id) => marked.push(id)}
        onOpen={(id) => opened.push(id)}
        markReadLabel="Als gelesen markieren"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Als gelesen markieren: Withdrawal of $50.00 paid' }));
    expect(marked).toEqual([2]);
    await userEvent.click(screen.getByRole('link', { name: 'Withdrawal of $50.00 paid' }));
    expect(opened).toEqual([2]);
  });

  it('shows the mark on its way as busy', () => {
    render(<NotificationList items={items} onMarkRead={() => {}} markingId={2} />);
    expect(screen.getByRole('button', { name: /Mark as read/ })).toHaveAttribute('aria-busy', 'true');
  });
});
