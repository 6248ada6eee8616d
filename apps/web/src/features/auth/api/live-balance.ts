import type { User } from '@casino/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { playerQuery } from './player-query';

/** The player's money, which the account stream keeps up to date between reads of the player. */
export type LiveBalance = Pick<User, 'balance' | 'bonusBalance' | 'currency'>;

/** The money of a player or of an account stream's state: the fields a told balance moves. */
export const balanceOf = ({ balance, bonusBalance, currency }: LiveBalance): LiveBalance => ({
  balance,
  bonusBalance,
  currency,
});

const told = new WeakMap<QueryClient, number>();

/** How many balances the account stream has told this cache: a read of the player that began before the last one is older than it. */
export const balancesTold = (queryClient: QueryClient) => told.get(queryClient) ?? 0;

/**
 * A balance the account stream has just told: the cached player's money moves at once. A read of the player still
 * under way (the profile page's) was answered before it and would put the older balance back when it lands, so it is
 * called off first; the player's other fields stay as they were.
 */
export function setBalanceFromStream(queryClient: QueryClient, balance: LiveBalance) {
  told.set(queryClient, balancesTold(queryClient) + 1);
  const { queryKey } = playerQuery();
  const player = queryClient.getQueryData<User>(queryKey);
  if (!player) return;
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<User>(queryKey, { ...player, ...balance });
}

/**
 * A player read that began when `toldAtStart` balances had been told (`balancesTold`): when the stream has told one
 * since, the read's money is older than the cached player's, which it keeps; every other field comes from the read.
 */
export function withNewerBalance(queryClient: QueryClient, player: User, toldAtStart: number): User {
  if (balancesTold(queryClient) === toldAtStart) return player;
  const cached = queryClient.getQueryData<User>(playerQuery().queryKey);
  if (!cached) return player;
  return { ...player, ...balanceOf(cached) };
}
