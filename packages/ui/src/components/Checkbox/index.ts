export {
  Checkbox,
  CheckboxGroup,
  Radio,
  RadioGroup,
  type CheckboxGroupProps,
  type CheckboxFieldProps,
  type CheckboxProps,
  type Option,
  type RadioGroupProps,
} from './Checkbox';
