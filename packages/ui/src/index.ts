/** `@dictation/ui`: ThemeProvider and the accessible primitives. Theme contract: `@dictation/ui/theme`. */
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
} from './icons';
export { messages as uiMessages } from './messages';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export { type BrandName, brandNames } from './theme/brandNames';
