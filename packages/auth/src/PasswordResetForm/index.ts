export { PasswordResetForm, type PasswordResetFormProps } from './PasswordResetForm';
