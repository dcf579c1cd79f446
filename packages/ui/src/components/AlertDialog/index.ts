export { AlertDialog, type AlertDialogProps } from '../ConfirmDialog/ConfirmDialog';
