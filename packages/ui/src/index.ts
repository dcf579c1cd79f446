export { layout } from './theme/tokens';
