import { useQuery } from '@tanstack/react-query';
import { playerQuery } from '@/features/auth';

/** The player with the profile: the session's own copy (auth's `playerQuery`), refreshed when it is stale. */
export const useProfile = () => useQuery(playerQuery());
