import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { DocumentStatus } from './DocumentStatus';

describe('DocumentStatus', () => {
  it.each([
    ['not-submitted', 'Not submitted'],
    ['pending', 'Pending review'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['expired', 'Expired'],
  ] as const)('given %s, says "%s" in words, with a decorative icon only', async (status, label) => {
    const { container } = render(<DocumentStatus status={status} label={label} />);
    expect(screen.getByText(label)).toBeVisible();
    expect(container.firstElementChild).toHaveAttribute('data-status', status);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
