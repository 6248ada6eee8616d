export { OneTimeCodeInput, type OneTimeCodeInputProps } from './OneTimeCodeInput';
export { sanitizeOneTimeCode } from './one-time-code-logic';
