import type { Key } from 'react-aria-components';
import { ChoiceFieldStandIn } from '../ChoiceField/ChoiceFieldStandIn';
import type { StandInHandlers } from '../deferred/standIn';
import { messages } from '../messages';
import type { MultiSelectProps } from './MultiSelect';
import { multiSelectSummary } from './multiSelectSummary';

/**
 * A multi-select before its list's code is in (issue 33): the choice field's stand-in, its button
 * named by the summary of what is chosen ("All" when nothing is). Focused or pressed, it gives way
 * to the multi-select (`handlers`).
 */
export function MultiSelectStandIn<Id extends Key = Key>({
  items,
  value,
  defaultValue = [],
  allText = messages.all,
  handlers,
  waiting,
  ...props
}: MultiSelectProps<Id> & { handlers: StandInHandlers; waiting?: boolean }) {
  const selected = value ?? defaultValue;
  return (
    <ChoiceFieldStandIn
      label={props.label}
      description={props.description}
      errorMessage={props.errorMessage}
      className={props.className}
      isDisabled={props.isDisabled}
      isInvalid={props.isInvalid}
      isPlaceholder={selected.length === 0}
      shown={multiSelectSummary(items, selected, allText)}
      handlers={handlers}
      waiting={waiting}
    />
  );
}
