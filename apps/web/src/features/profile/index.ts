// The profile feature's public entry: the profile page (loaded with its route) and the profile update.
export { useUpdateProfile } from './api/profile-actions';

/** `/user/profile`, loaded with its route. */
export const loadProfilePage = () => import('./components/profile-page').then((m) => m.ProfilePage);
