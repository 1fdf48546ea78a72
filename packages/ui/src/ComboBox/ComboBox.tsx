import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  FieldError,
  Group,
  Input,
  type Key,
  Label,
  ListBox,
  Popover,
  Text,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import { ListBoxOption, type SelectItem } from '../styles/ListBoxOption';
import * as overlayStyles from '../styles/overlay.css';
import * as triggerStyles from '../styles/trigger.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';

export interface ComboBoxProps<Id extends Key = Key>
  extends Omit<
    AriaComboBoxProps<SelectItem<Id>>,
    'className' | 'style' | 'children' | 'items' | 'defaultItems' | 'value' | 'defaultValue' | 'onChange'
  > {
  /** The visible label (also the accessible name). */
  label: string;
  /** All options; typing filters them (case-insensitive "contains"). */
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
   * Placeholder of the input.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shown in the list when nothing matches.
   * @default 'No results'
   */
  emptyMessage?: string;
  /**
   * Extra class on the field wrapper.
   * @default undefined
   */
  className?: string;
}

/** A labelled, searchable single-choice list (react-aria-components ComboBox). */
export function ComboBox<Id extends Key = Key>({
  label,
  items,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  placeholder,
  emptyMessage = messages.noResults,
  className,
  isInvalid,
  ...props
}: ComboBoxProps<Id>) {
  const popoverClass = useThemedClassName(overlayStyles.popover);
  return (
    <AriaComboBox<SelectItem<Id>>
      {...props}
      defaultItems={items}
      // Keeps the list open with 'No results' instead of closing it when nothing matches.
      allowsEmptyCollection
      {...(value !== undefined ? { selectedKey: value } : {})}
      {...(defaultValue !== undefined ? { defaultSelectedKey: defaultValue } : {})}
      onSelectionChange={onChange ? (key) => onChange(key as Id | null) : undefined}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.bareInput} placeholder={placeholder} />
        <Button className={triggerStyles.comboButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverClass}>
        <ListBox
          className={overlayStyles.listBox}
          renderEmptyState={() => <div className={overlayStyles.emptyState}>{emptyMessage}</div>}
        >
          {(item: SelectItem<Id>) => (
            <ListBoxOption id={item.id} label={item.label} isDisabled={item.isDisabled} />
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
