export { TextField, type TextFieldProps } from './TextField';
export { applyTextInputRules, counterState, type TextInputRules } from './textInputRules';
