import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('given 3 unread notices, links to the inbox with the count in its name and on the badge', async () => {
    const { container } = render(<NotificationBell count={3} href="/user/notifications" />);
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/user/notifications');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    expect(screen.getByTestId('notification-badge')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given nothing unread, shows no badge and a plain name', () => {
    render(<NotificationBell count={0} href="/inbox" />);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('says 99+ past 99, in its name too', () => {
    render(<NotificationBell count={250} href="/inbox" />);
    expect(screen.getByRole('link', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('takes the app’s translated name and marks the current page', () => {
    render(<NotificationBell count={4} href="/inbox" label="Benachrichtigungen, 4 ungelesen" isCurrent />);
    const bell = screen.getByRole('link', { name: 'Benachrichtigungen, 4 ungelesen' });
    expect(bell).toHaveAttribute('aria-current', 'page');
  });
});
