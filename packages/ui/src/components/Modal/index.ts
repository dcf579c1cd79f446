export { Body as ModalBody, Footer as ModalFooter, Modal, type ModalContentProps } from './Modal';
