export { CARD_DESIGN } from './geometry';
