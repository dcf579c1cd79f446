export { formatPrice, PriceTag, type PriceTagProps, type PriceTagSize } from './PriceTag';
