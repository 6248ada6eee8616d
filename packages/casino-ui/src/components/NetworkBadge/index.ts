export { NetworkBadge, type NetworkBadgeProps, type UsdtNetwork } from './NetworkBadge';
export { usdtNetworks } from './NetworkBadge.css';
