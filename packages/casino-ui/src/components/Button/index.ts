export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './Button';
export { buttonSizes, buttonVariants } from './Button.css';
