export { RequiredFieldsAlert, type RequiredFieldsAlertProps } from './RequiredFieldsAlert';
