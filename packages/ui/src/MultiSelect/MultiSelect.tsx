import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import { ListBoxOption, type SelectItem } from '../styles/ListBoxOption';
import * as overlayStyles from '../styles/overlay.css';
import * as triggerStyles from '../styles/trigger.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import { multiSelectSummary } from './multiSelectSummary';

export interface MultiSelectProps<Id extends Key = Key>
  extends Omit<
    AriaSelectProps<SelectItem<Id>, 'multiple'>,
    | 'className'
    | 'style'
    | 'children'
    | 'items'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'selectionMode'
    | 'placeholder'
  > {
  /** The visible label (also the accessible name), e.g. 'Author'. */
  label: string;
  /** The options. */
  items: readonly SelectItem<Id>[];
  /**
   * The selected ids (controlled); empty means "all".
   * @default undefined
   */
  value?: readonly Id[];
  /**
   * The initially selected ids (uncontrolled).
   * @default []
   */
  defaultValue?: readonly Id[];
  /**
   * Called with the selected ids after each toggle.
   * @default undefined
   */
  onChange?: (value: Id[]) => void;
  /**
   * The trigger text while nothing is selected.
   * @default 'All'
   */
  allText?: string;
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: string;
  /**
   * An error to show; setting it marks the field invalid.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Extra class on the field wrapper.
   * @default undefined
   */
  className?: string;
}

/**
 * A labelled multiple-choice dropdown with a check box per option (e.g. the Author filter). An
 * empty selection reads "All"; the list stays open while options are toggled.
 */
export function MultiSelect<Id extends Key = Key>({
  label,
  items,
  value,
  defaultValue,
  onChange,
  allText = messages.all,
  description,
  errorMessage,
  className,
  isInvalid,
  ...props
}: MultiSelectProps<Id>) {
  const popoverClass = useThemedClassName(overlayStyles.popover);
  return (
    <AriaSelect<SelectItem<Id>, 'multiple'>
      {...props}
      selectionMode="multiple"
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={onChange ? (keys) => onChange(keys as Id[]) : undefined}
      placeholder={allText}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={`${fieldStyles.control} ${triggerStyles.trigger}`}>
        <SelectValue<SelectItem<Id>> className={triggerStyles.triggerValue}>
          {({ state }) => multiSelectSummary(items, state.value as readonly Key[], allText)}
        </SelectValue>
        <ChevronDownIcon className={triggerStyles.chevron} />
      </Button>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverClass}>
        <ListBox className={overlayStyles.listBox} items={items}>
          {(item) => (
            <ListBoxOption id={item.id} label={item.label} isDisabled={item.isDisabled} withCheckbox />
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
