export { Toast, type ToastAction, type ToastProps, type ToastVariant } from './Toast';
export { ToastProvider, useToast, type ToastApi, type ToastOptions } from './ToastProvider';
