import type { Key } from 'react-aria-components';
import { ChoiceFieldStandIn } from '../ChoiceField/ChoiceFieldStandIn';
import type { StandInHandlers } from '../deferred/standIn';
import { CheckIcon } from '../icons';
import * as overlayStyles from '../styles/overlay.css';
import type { SelectProps } from './Select';

/** React Aria's default text while nothing is selected. */
const defaultPlaceholder = 'Select an item';

/** The select as React Aria first renders it, without its list (`ChoiceFieldStandIn`). */
export function SelectStandIn<Id extends Key>({
  items,
  value,
  defaultValue,
  placeholder,
  ...field
}: Omit<SelectProps<Id>, 'mountsLater'> & { handlers: StandInHandlers; waiting?: boolean }) {
  const selectedId = value !== undefined ? value : defaultValue;
  const selected = items.find((item) => item.id === selectedId);
  return (
    <ChoiceFieldStandIn
      {...field}
      isPlaceholder={!selected}
      shown={
        selected ? (
          // What React Aria's value shows: the option as the list renders it (its tick hidden).
          <>
            <span>{selected.label}</span>
            <CheckIcon className={overlayStyles.optionTick} />
          </>
        ) : (
          (placeholder ?? defaultPlaceholder)
        )
      }
    />
  );
}
