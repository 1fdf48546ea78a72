export { createNotifier, type Notifier, toastTimeout } from './createNotifier';
export { useToasts } from './notifierContext';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
