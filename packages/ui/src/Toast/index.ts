export { createNotifier, type Notifier, toastTimeout } from './createNotifier';
export { useOptionalToasts, useToasts } from './notifierContext';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
