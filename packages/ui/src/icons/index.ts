export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  NotesIcon,
  SuccessIcon,
  WarningIcon,
} from './icons';
