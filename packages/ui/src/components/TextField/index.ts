export {
  AdornmentButton,
  BareInput,
  FieldLabel,
  FieldMessage,
  FieldRoot,
  InputBox,
  TextField,
  type TextFieldProps,
} from './TextField';
