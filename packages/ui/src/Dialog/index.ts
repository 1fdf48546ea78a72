export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { Dialog, type DialogProps, type DialogSize, dialogSizes } from './Dialog';
