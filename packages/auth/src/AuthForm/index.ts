export { AuthFormFrame } from './AuthFormFrame';
export { AuthFormLayout } from './AuthFormLayout';
export { FormTextField } from './FormTextField';
export { NavigationLink } from './NavigationLink';
export { NewPasswordFields } from './NewPasswordFields';
export { ServerMessage } from './ServerMessage';
export { useAuthForm } from './useAuthForm';
