export { PasswordInput, type PasswordInputProps } from './PasswordInput';
