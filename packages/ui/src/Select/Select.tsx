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
import * as fieldStyles from '../styles/field.css';
import { ListBoxOption, type SelectItem } from '../styles/ListBoxOption';
import * as overlayStyles from '../styles/overlay.css';
import * as triggerStyles from '../styles/trigger.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';

export interface SelectProps<Id extends Key = Key>
  extends Omit<
    AriaSelectProps<SelectItem<Id>, 'single'>,
    'className' | 'style' | 'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'
  > {
  /** The visible label (also the accessible name). */
  label: string;
  /** The options. */
  items: readonly SelectItem<Id>[];
  /**
   * The selected id (controlled); null for none.
   * @default undefined
   */
  value?: Id | null;
  /**
   * The initially selected id (uncontrolled).
   * @default undefined
   */
  defaultValue?: Id | null;
  /**
   * Called with the newly selected id.
   * @default undefined
   */
  onChange?: (value: Id | null) => void;
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
   * Text shown while nothing is selected.
   * @default 'Select an item'
   */
  placeholder?: string;
  /**
   * Extra class on the field wrapper.
   * @default undefined
   */
  className?: string;
}

/** A labelled single-choice dropdown (react-aria-components Select). */
export function Select<Id extends Key = Key>({
  label,
  items,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  ...props
}: SelectProps<Id>) {
  const popoverClass = useThemedClassName(overlayStyles.popover);
  return (
    <AriaSelect<SelectItem<Id>, 'single'>
      {...props}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={onChange ? (key) => onChange(key as Id | null) : undefined}
      placeholder={placeholder}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={`${fieldStyles.control} ${triggerStyles.trigger}`}>
        <SelectValue className={triggerStyles.triggerValue} />
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
          {(item) => <ListBoxOption id={item.id} label={item.label} isDisabled={item.isDisabled} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
