import { clsx } from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden';
import { dot, root, type usdtNetworks } from './NetworkBadge.css';

export type UsdtNetwork = (typeof usdtNetworks)[number];

/** The short names shown on the badge (docs/product.md#entities spells them BSC, TRC20, ERC20). */
const defaultLabels: Record<UsdtNetwork, string> = { bsc: 'BSC', trc20: 'TRC20', erc20: 'ERC20' };

/** What each short name means, read by screen readers and shown as a tooltip. */
const defaultDescriptions: Record<UsdtNetwork, string> = {
  bsc: 'BNB Smart Chain (BEP-20)',
  trc20: 'Tron (TRC-20)',
  erc20: 'Ethereum (ERC-20)',
};

export type NetworkBadgeProps = {
  /** The blockchain network a usdt deposit or withdrawal uses. */
  network: UsdtNetwork;
  /**
   * The short visible text.
   * @default 'BSC', 'TRC20' or 'ERC20'
   */
  label?: string;
  /**
   * The full network name, read by screen readers in place of the short text and shown as a tooltip.
   * @default 'BNB Smart Chain (BEP-20)', 'Tron (TRC-20)' or 'Ethereum (ERC-20)'
   */
  description?: string;
  /**
   * Extra class names for the badge.
   * @default undefined
   */
  className?: string;
};

/**
 * A small badge naming a usdt network (docs/product.md#entities). Screen readers hear the full name ("Tron (TRC-20)") rather than
 * the abbreviation, which they would spell out letter by letter.
 */
export function NetworkBadge({ network, label, description, className }: NetworkBadgeProps) {
  const fullName = description ?? defaultDescriptions[network];
  return (
    <span className={clsx(root, className)} data-network={network} title={fullName}>
      <span className={dot} aria-hidden="true" />
      <span aria-hidden="true">{label ?? defaultLabels[network]}</span>
      <VisuallyHidden>{fullName}</VisuallyHidden>
    </span>
  );
}
