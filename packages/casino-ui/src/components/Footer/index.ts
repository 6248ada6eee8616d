export { Footer, type FooterGroup, type FooterLink, type FooterProps } from './Footer';
