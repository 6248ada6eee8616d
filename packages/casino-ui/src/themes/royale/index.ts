export { royaleTheme } from './theme.css';
export { royaleTokens } from './tokens';
