import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { CoinIcon } from './CoinIcon';
import { coinCodes } from './coins';

describe('CoinIcon', () => {
  it.each([
    ['btc', 'Bitcoin'],
    ['eth', 'Ethereum'],
    ['ltc', 'Litecoin'],
    ['bch', 'Bitcoin Cash'],
    ['usdt', 'Tether'],
    ['dogecoin', 'Dogecoin'],
    ['usdc', 'USD Coin'],
    ['xrp', 'XRP'],
  ] as const)('given coin %s, is an image named %s', (coin, name) => {
    render(<CoinIcon coin={coin} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('takes a translated name', () => {
    render(<CoinIcon coin="usdc" label="Moneda USD" />);
    expect(screen.getByRole('img', { name: 'Moneda USD' })).toBeInTheDocument();
  });

  it('given decorative, is hidden from assistive technology', () => {
    const { container } = render(<CoinIcon coin="btc" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is drawn at the requested diameter', () => {
    const { container } = render(<CoinIcon coin="eth" size={40} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '40');
    expect(svg).toHaveAttribute('height', '40');
  });

  it('has no axe violations, named and decorative', async () => {
    const { container } = render(
      <>
        {coinCodes.map((coin) => (
          <CoinIcon key={coin} coin={coin} />
        ))}
        {coinCodes.map((coin) => (
          <CoinIcon key={`${coin}-decorative`} coin={coin} decorative />
        ))}
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
