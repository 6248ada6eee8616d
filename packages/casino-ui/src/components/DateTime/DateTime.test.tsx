import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { DateTime } from './DateTime';

describe('DateTime', () => {
  it('given an ISO time from the API, shows month, day, year and 24-hour time in a <time> element', async () => {
    const { container } = render(<DateTime value="2026-11-22T14:05:09Z" timeZone="UTC" />);
    const time = screen.getByText('Nov 22, 2026, 14:05:09');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-22T14:05:09.000Z');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the fallback text for a value that is not a date', () => {
    const { rerender } = render(<DateTime value="garbage" />);
    expect(screen.getByText('—').tagName).toBe('SPAN');
    rerender(<DateTime value="garbage" invalidText="Unknown date" />);
    expect(screen.getByText('Unknown date')).toBeInTheDocument();
  });
});
