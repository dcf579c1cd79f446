export { SortModal, type SortModalProps } from './SortModal';
