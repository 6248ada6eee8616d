export { TournamentsPage } from '../../features/tournaments/components/tournaments-page';
