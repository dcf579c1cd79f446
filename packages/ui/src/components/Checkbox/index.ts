export {
  Checkbox,
  CheckboxGroup,
  Radio,
  RadioGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
  type Option,
  type RadioGroupProps,
} from './Checkbox';
