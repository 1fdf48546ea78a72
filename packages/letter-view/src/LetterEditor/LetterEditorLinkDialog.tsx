import { Button, Dialog, TextField } from '@dictation/ui';
import { useId, useState } from 'react';
import { editorLabels } from '../messages';
import * as styles from './LetterEditorToolbar.css';
import { linkAddressProblem } from './linkAddress';

const labels = editorLabels.linkDialog;

/** What the link dialog starts from: the link the cursor is in, or the selected text. */
export interface LinkDraft {
  /** The address of the link being edited; empty for a new link. */
  href: string;
  /** The text the link shows (the link's, or the selection's); empty at a bare cursor. */
  text: string;
}

export interface LetterEditorLinkDialogProps {
  draft: LinkDraft;
  /** A valid address, and the text to show if the user changed it (else the text stays as it is). */
  onApply: (href: string, text?: string) => void;
  /** Remove link: offered when the draft is an existing link. */
  onRemove: () => void;
  /** Cancel, Escape or the close button. */
  onClose: () => void;
}

/**
 * Add or edit a link (Mod-k or the Link button): the address, checked to be a web or email address
 * with a message saying what is expected, and the text to show. A refused address keeps both fields
 * as typed. Remove link takes the link off and keeps its text.
 */
export function LetterEditorLinkDialog({ draft, onApply, onRemove, onClose }: LetterEditorLinkDialogProps) {
  const [href, setHref] = useState(draft.href);
  const [text, setText] = useState(draft.text);
  const [problem, setProblem] = useState<string>();
  const formId = useId();
  const isEditing = draft.href !== '';
  return (
    <Dialog
      title={isEditing ? labels.editTitle : labels.addTitle}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="small"
      footer={
        <>
          {isEditing && (
            <Button variant="secondary" onPress={onRemove}>
              {labels.remove}
            </Button>
          )}
          <Button variant="secondary" onPress={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {labels.apply}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.linkForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const refused = linkAddressProblem(href);
          setProblem(refused);
          if (!refused) onApply(href.trim(), text === draft.text ? undefined : text);
        }}
      >
        <TextField
          label={labels.address}
          description={labels.addressHelp}
          type="url"
          value={href}
          onChange={(value) => {
            setHref(value);
            setProblem(undefined);
          }}
          errorMessage={problem}
          validationBehavior="aria"
          autoFocus
        />
        <TextField label={labels.text} value={text} onChange={setText} />
      </form>
    </Dialog>
  );
}
