export {
  DATE_FORMAT,
  expiryState,
  formatDate,
  parseDate,
  type DateInput,
  type ExpiryState,
} from './expiry';
export { ExpiryLine, type ExpiryLineProps } from './ExpiryLine';
