/** `@dictation/ui`: ThemeProvider and the accessible primitives. Theme contract: `@dictation/ui/theme`. */
export { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
export {
  ActionMenu,
  type ActionMenuItem,
  type ActionMenuProps,
  MenuButtonStandIn,
  type MenuButtonStandInProps,
} from './ActionMenu';
export {
  AppShell,
  type AppShellProps,
  type AppShellUser,
  BrandMark,
  type BrandMarkProps,
  narrowViewportQuery,
  PageHeader,
  type PageHeaderProps,
  SideNav,
  type SideNavItem,
  type SideNavProps,
} from './AppShell';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  DatePicker,
  type DatePickerProps,
  displayDateFormat,
  formatDisplayDate,
  isIsoDate,
} from './DatePicker';
export {
  Dialog,
  type DialogProps,
  type DialogSize,
  DialogTrigger,
  type DialogTriggerProps,
  dialogSizes,
} from './Dialog';
export { Drawer, type DrawerPlacement, type DrawerProps, drawerPlacements } from './Drawer';
export {
  type DeferredControl,
  type DeferredModule,
  deferredModule,
  useDeferredControl,
  useDeferredModule,
  useScreenStartHold,
} from './deferred/deferredModule';
export { loadOverlayControls } from './deferred/overlayControlsModule';
export { StandInChevron, type StandInChevronProps } from './deferred/StandInChevron';
export {
  type StandInHandlers,
  type StandInUse,
  useOpenWhenPressedAsStandIn,
  useRenderedLater,
  useStandIn,
  useStandInUse,
} from './deferred/standIn';
export { IconButton, type IconButtonProps } from './IconButton';
export {
  AdminIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CompletedIcon,
  ErrorIcon,
  HelpIcon,
  InfoIcon,
  ListIcon,
  MicrophoneIcon,
  NotesIcon,
  SettingsIcon,
  SignOutIcon,
  SuccessIcon,
  UploadIcon,
  WarningIcon,
} from './icons';
export { MultiSelect, type MultiSelectProps, multiSelectSummary } from './MultiSelect';
export { messages as uiMessages } from './messages';
export {
  Pagination,
  type PaginationProps,
  type PaginationSlot,
  pageCountOf,
  paginationRange,
} from './Pagination';
export { Preloader, type PreloaderProps, preloaderHideDelays, usePreloaderVisibility } from './Preloader';
export { RequiredFieldsAlert, type RequiredFieldsAlertProps } from './RequiredFieldsAlert';
export {
  SegmentedControl,
  type SegmentedControlOption,
  type SegmentedControlProps,
} from './SegmentedControl';
export {
  Select,
  type SelectItem,
  type SelectProps,
} from './Select';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export {
  Cell,
  type CellAlignment,
  type CellProps,
  Column,
  type ColumnProps,
  Row,
  type RowProps,
  Table,
  TableBody,
  type TableBodyProps,
  TableHeader,
  type TableHeaderProps,
  type TableProps,
  tableClassNames,
} from './Table';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export {
  createNotifier,
  type Notifier,
  ToastRegion,
  type ToastRegionProps,
  toastTimeout,
  useOptionalToasts,
  useToasts,
} from './Toast';
export { Tooltip, type TooltipProps } from './Tooltip';
export { type BrandName, brandNames } from './theme/brandNames';
