export type { SelectItem } from '../styles/ListBoxOption';
export { Select, type SelectProps } from './Select';
