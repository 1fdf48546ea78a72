export { PasswordEmailForm, type PasswordEmailFormProps } from './PasswordEmailForm';
