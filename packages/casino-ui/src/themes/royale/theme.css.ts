import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { royaleTokens } from './tokens';

/** Class name that applies the Royale brand to everything below it. */
export const royaleTheme = createTheme(vars, royaleTokens, 'royale');
