import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { lagoonTokens } from './tokens';

/** Class name that applies the Lagoon brand to everything below it. */
export const lagoonTheme = createTheme(vars, lagoonTokens, 'lagoon');
