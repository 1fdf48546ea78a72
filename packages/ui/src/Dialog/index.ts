export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';
export { Dialog, type DialogProps, type DialogSize, dialogSizes } from './Dialog';
