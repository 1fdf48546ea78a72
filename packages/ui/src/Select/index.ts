export type { SelectItem } from '../styles/ListBoxOption';
export {
  Select,
  type SelectProps,
  type StandInHandlers,
  type StandInUse,
  useOpenWhenPressedAsStandIn,
  useRenderedLater,
  useStandIn,
} from './Select';
