export { AuthFormFrame } from './AuthFormFrame';
export { AuthFormLayout } from './AuthFormLayout';
export { FormTextField } from './FormTextField';
export { NavigationLink } from './NavigationLink';
export { ServerMessage } from './ServerMessage';
