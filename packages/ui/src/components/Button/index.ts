export {
  Button,
  VisuallyHiddenText,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button';
