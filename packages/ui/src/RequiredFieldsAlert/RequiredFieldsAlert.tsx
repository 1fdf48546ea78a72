import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { messages } from '../messages';
import * as styles from './RequiredFieldsAlert.css';

export interface RequiredFieldsAlertProps {
  /** The messages of the missing fields, one list item each. */
  missingFields: readonly string[];
  /** Whether it is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (OK, Escape). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The heading (spec 000, recording page: 'Please fill the required fields').
   * @default 'Please fill the required fields'
   */
  title?: string;
  /**
   * Text of the button that closes it.
   * @default 'OK'
   */
  closeLabel?: string;
}

/** The alert shown when an action is blocked by empty required fields, listing what is missing. */
export function RequiredFieldsAlert({
  missingFields,
  isOpen,
  onOpenChange,
  title = messages.requiredFieldsTitle,
  closeLabel = messages.ok,
}: RequiredFieldsAlertProps) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <Button autoFocus onPress={close}>
          {closeLabel}
        </Button>
      )}
    >
      {missingFields.length > 0 && (
        <ul className={styles.list}>
          {missingFields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
