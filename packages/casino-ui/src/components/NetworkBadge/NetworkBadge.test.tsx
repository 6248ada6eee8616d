import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { NetworkBadge } from './NetworkBadge';
import { usdtNetworks } from './NetworkBadge.css';

describe('NetworkBadge', () => {
  it.each([
    ['bsc', 'BSC', 'BNB Smart Chain (BEP-20)'],
    ['trc20', 'TRC20', 'Tron (TRC-20)'],
    ['erc20', 'ERC20', 'Ethereum (ERC-20)'],
  ] as const)('given network %s, shows %s and tells screen readers %s', (network, label, description) => {
    const { container } = render(<NetworkBadge network={network} />);
    expect(screen.getByText(label)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('title', description);
  });

  it('takes translated texts', () => {
    render(<NetworkBadge network="trc20" label="TRC-20" description="Red Tron (TRC-20)" />);
    expect(screen.getByText('TRC-20')).toBeInTheDocument();
    expect(screen.getByText('Red Tron (TRC-20)')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Deposit usdt on{' '}
        {usdtNetworks.map((network) => (
          <NetworkBadge key={network} network={network} />
        ))}
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
