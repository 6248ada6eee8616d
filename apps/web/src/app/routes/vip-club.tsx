export { VipClubPage } from '../../features/vip/components/vip-club-page';
