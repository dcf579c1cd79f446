export { PhoneField, phoneDigits, type PhoneFieldProps } from './PhoneField';
