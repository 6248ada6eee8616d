export { SupportPage } from '../../features/support/components/support-page';
