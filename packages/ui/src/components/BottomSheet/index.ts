export { BottomSheet } from '../Modal/Modal';
