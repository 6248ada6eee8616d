import type { BrandConfig } from './brand';

/**
 * VIP Club levels per brand. Levels are marketing terms a brand sets, the same for every visitor, so they live in
 * brand configuration: the page needs no request, and the reference API holds no loyalty points yet. A player's own
 * progress, once tracked, would come from the API.
 */
export type VipLevel = {
  id: 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';
  /** Points collected in the last 90 days to reach the level. */
  pointsRequired: number;
  weeklyCashbackPercent: number;
  withdrawalHours: number;
  /** Minor units of USD. */
  dailyWithdrawalLimit: number;
  birthdayGift: boolean;
  personalManager: boolean;
  byInvitation: boolean;
};

const standardLevels: VipLevel[] = [
  {
    id: 'bronze',
    pointsRequired: 0,
    weeklyCashbackPercent: 5,
    withdrawalHours: 24,
    dailyWithdrawalLimit: 1_000_000,
    birthdayGift: false,
    personalManager: false,
    byInvitation: false,
  },
  {
    id: 'silver',
    pointsRequired: 1_000,
    weeklyCashbackPercent: 7,
    withdrawalHours: 24,
    dailyWithdrawalLimit: 1_500_000,
    birthdayGift: true,
    personalManager: false,
    byInvitation: false,
  },
  {
    id: 'gold',
    pointsRequired: 5_000,
    weeklyCashbackPercent: 10,
    withdrawalHours: 12,
    dailyWithdrawalLimit: 2_500_000,
    birthdayGift: true,
    personalManager: false,
    byInvitation: false,
  },
  {
    id: 'platinum',
    pointsRequired: 20_000,
    weeklyCashbackPercent: 12,
    withdrawalHours: 6,
    dailyWithdrawalLimit: 5_000_000,
    birthdayGift: true,
    personalManager: true,
    byInvitation: false,
  },
  {
    id: 'diamond',
    pointsRequired: 75_000,
    weeklyCashbackPercent: 15,
    withdrawalHours: 2,
    dailyWithdrawalLimit: 10_000_000,
    birthdayGift: true,
    personalManager: true,
    byInvitation: true,
  },
];

export const VIP_LEVELS: Record<BrandConfig['id'], VipLevel[]> = {
  royale: standardLevels,
  lagoon: standardLevels,
};
