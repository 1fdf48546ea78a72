/**
 * The frame shared by Select, ComboBox and MultiSelect (internal, not exported from the package).
 * Imported as a namespace: `import * as ChoiceField from '../ChoiceField/ChoiceField'`.
 */
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import { Text } from 'react-aria-components/Text';
import { ChevronDownIcon } from '../icons';
import * as fieldStyles from '../styles/field.css';
import { ListBoxOption, type SelectItem } from '../styles/ListBoxOption';
import * as overlayStyles from '../styles/overlay.css';
import * as triggerStyles from '../styles/trigger.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';

export { fieldClassName } from './fieldClassName';

/**
 * The help text and error under a field. React Aria links both to the control through the
 * `description` slot and FieldError, so they must sit inside the field component.
 */
export function Messages({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </>
  );
}

/** The button that opens a Select or MultiSelect: the current value (a SelectValue) and a chevron. */
export function Trigger({ children }: { children: ReactNode }) {
  return (
    <Button className={`${fieldStyles.control} ${triggerStyles.trigger}`}>
      {children}
      <ChevronDownIcon className={triggerStyles.chevron} />
    </Button>
  );
}

export interface PopoverProps<Id extends Key> {
  /** The options; left out by ComboBox, whose filtered collection reaches the list through context. */
  items?: readonly SelectItem<Id>[];
  /** A check box per option (MultiSelect) instead of a tick on the selected one. */
  withCheckbox?: boolean;
  /** Shown in the list when nothing matches (ComboBox). */
  emptyMessage?: string;
}

/** The popover with the list of options; themed itself because it renders in a portal. */
export function Popover<Id extends Key>({ items, withCheckbox = false, emptyMessage }: PopoverProps<Id>) {
  const popoverClass = useThemedClassName(overlayStyles.popover);
  return (
    <AriaPopover className={popoverClass}>
      <ListBox<SelectItem<Id>>
        className={overlayStyles.listBox}
        {...(items ? { items } : {})}
        {...(emptyMessage !== undefined
          ? { renderEmptyState: () => <div className={overlayStyles.emptyState}>{emptyMessage}</div> }
          : {})}
      >
        {(item) => (
          <ListBoxOption
            id={item.id}
            label={item.label}
            isDisabled={item.isDisabled}
            withCheckbox={withCheckbox}
          />
        )}
      </ListBox>
    </AriaPopover>
  );
}
