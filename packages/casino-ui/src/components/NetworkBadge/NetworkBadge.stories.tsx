import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoinIcon } from '../CoinIcon';
import { NetworkBadge } from './NetworkBadge';
import { usdtNetworks } from './NetworkBadge.css';

const meta = {
  title: 'Cashier/NetworkBadge',
  component: NetworkBadge,
  tags: ['autodocs'],
  argTypes: { network: { control: 'inline-radio', options: usdtNetworks } },
  args: { network: 'trc20' },
} satisfies Meta<typeof NetworkBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Beside the Tether icon, as the crypto deposit lists usdt per network. */
export const WithCoin: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {usdtNetworks.map((network) => (
        <li key={network} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <CoinIcon coin="usdt" decorative />
          Tether
          <NetworkBadge network={network} />
        </li>
      ))}
    </ul>
  ),
};

/** Texts come from the app's translations. */
export const Translated: Story = { args: { network: 'bsc', label: 'BSC', description: 'Cadena BNB (BEP-20)' } };

/** Every network, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {usdtNetworks.map((network) => (
        <NetworkBadge key={network} network={network} />
      ))}
    </div>
  ),
};
