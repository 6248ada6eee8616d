export { lagoonTheme } from './theme.css';
export { lagoonTokens } from './tokens';
