export {
  AlertDialog,
  ConfirmDialog,
  type AlertDialogProps,
  type ConfirmDialogProps,
  type DialogVariant,
} from './ConfirmDialog';
