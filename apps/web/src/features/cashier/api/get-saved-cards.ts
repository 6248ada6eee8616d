import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { cashierKeys } from './cashier-keys';

/** Cards the player deposited with, the destinations of a withdrawal to a card. */
export const savedCardsQuery = () =>
  queryOptions({
    queryKey: cashierKeys.savedCards(),
    queryFn: ({ signal }) => apiClient.call('savedCards', { signal }),
  });

export const useSavedCards = () => useQuery(savedCardsQuery());
