import type { User } from '@casino/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { balancesTold, setBalanceFromStream, withNewerBalance } from './live-balance';
import { playerQuery } from './player-query';

const PLAYER = {
  id: 'u1',
  username: 'robin',
  email: 'robin@casino.test',
  balance: 10_00,
  bonusBalance: 0,
  currency: 'USD',
} as unknown as User;

const cachedPlayer = (queryClient: QueryClient) => queryClient.getQueryData<User>(playerQuery().queryKey);

/** A read of the player (the profile page refreshing it) that answers only when told to, as a slow server does. */
function slowPlayerRead(queryClient: QueryClient) {
  let answer: (player: User) => void = () => {};
  const read = queryClient
    .fetchQuery({ ...playerQuery(), staleTime: 0, queryFn: () => new Promise<User>((resolve) => (answer = resolve)) })
    .catch(() => undefined);
  return { answer: (player: User) => answer(player), read };
}

describe('setBalanceFromStream', () => {
  it('wins over a read of the player that started before it and answers after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(playerQuery().queryKey, PLAYER);
    const profile = slowPlayerRead(queryClient);
    setBalanceFromStream(queryClient, { balance: 60_00, bonusBalance: 5_00, currency: 'USD' });
    profile.answer({ ...PLAYER, balance: 10_00 });
    await profile.read;
    expect(cachedPlayer(queryClient)).toMatchObject({ username: 'robin', balance: 60_00, bonusBalance: 5_00 });
  });

  it('moves only the money of a cached player, and makes no player when none is cached', () => {
    const queryClient = new QueryClient();
    setBalanceFromStream(queryClient, { balance: 60_00, bonusBalance: 0, currency: 'USD' });
    expect(cachedPlayer(queryClient)).toBeUndefined();
    queryClient.setQueryData(playerQuery().queryKey, PLAYER);
    setBalanceFromStream(queryClient, { balance: 70_00, bonusBalance: 0, currency: 'EUR' });
    expect(cachedPlayer(queryClient)).toEqual({ ...PLAYER, balance: 70_00, currency: 'EUR' });
    expect(balancesTold(queryClient)).toBe(2);
  });
});

describe('withNewerBalance', () => {
  it.each([
    { case: 'no balance told since the read began', toldDuringRead: 0, balance: 10_00, email: 'new@casino.test' },
    {
      case: 'a balance told while the read was under way',
      toldDuringRead: 1,
      balance: 60_00,
      email: 'new@casino.test',
    },
  ])('$case: the read keeps balance $balance and brings its other fields', ({ toldDuringRead, balance, email }) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(playerQuery().queryKey, PLAYER);
    const toldAtStart = balancesTold(queryClient);
    for (let i = 0; i < toldDuringRead; i += 1) {
      setBalanceFromStream(queryClient, { balance: 60_00, bonusBalance: 0, currency: 'USD' });
    }
    const read = { ...PLAYER, balance: 10_00, email: 'new@casino.test' };
    expect(withNewerBalance(queryClient, read, toldAtStart)).toMatchObject({ balance, email });
  });
});
