import { memo, type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { Toolbar } from 'react-aria-components/Toolbar';
import { flushSync } from 'react-dom';
import type { BlockType } from '../letterHtml';
import { editorLabels } from '../messages';
import type { EditorAction } from './editorCommands';
import type { Alignment, EditorFormat } from './editorFormat';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BulletListIcon,
  ClearFormattingIcon,
  HorizontalRuleIcon,
  IndentIcon,
  LinkIcon,
  NumberedListIcon,
  OutdentIcon,
  RedoIcon,
  SubscriptIcon,
  SuperscriptIcon,
  TableIcon,
  TextColourIcon,
  UndoIcon,
} from './LetterEditorIcons';
import { LetterEditorLinkDialog, type LinkDraft } from './LetterEditorLinkDialog';
import { LetterEditorShortcutsHelp } from './LetterEditorShortcutsHelp';
import * as styles from './LetterEditorToolbar.css';
import { LetterEditorToolbarButton, LetterEditorToolbarToggle } from './LetterEditorToolbarButton';
import { LetterEditorToolbarMenu } from './LetterEditorToolbarMenu';
import { LetterEditorToolbarSelect } from './LetterEditorToolbarSelect';
import {
  blockItems,
  colourItems,
  colourKeyOf,
  fontFamilyChoices,
  fontFamilyValue,
  fontSizeChoices,
  linkDraftFromSelection,
  tableItems,
} from './toolbarChoices';

export interface LetterEditorToolbarProps {
  format: EditorFormat;
  isDisabled: boolean;
  onAction: (action: EditorAction) => void;
  onBlock: (block: BlockType) => void;
  /** A CSS property of the selected text (font-family, font-size, color); null takes it off. */
  onTextStyle: (property: string, value: string | null) => void;
  /** Links the selection to `href` (an empty `href` removes the link), showing `text` if given. */
  onLink: (href: string, text?: string) => void;
  /** The toolbar's handle (React 19 ref prop). @default undefined */
  ref?: Ref<LetterEditorToolbarHandle>;
}

/** What the editor's shortcuts ask of the toolbar. */
export interface LetterEditorToolbarHandle {
  /**
   * Alt+F10: the toolbar takes the focus, at the control used last or else the first (React Aria's
   * Toolbar, as the WAI-ARIA toolbar pattern has it).
   */
  focus(): void;
  /** Mod-k: the link dialog opens for the selection. */
  openLink(): void;
}

type MarkAction = 'bold' | 'italic' | 'underline' | 'subscript' | 'superscript';
type ListAction = 'bulletList' | 'numberedList';

/** Each toggle and what it shows: the letter of a word processor's button, or an icon. */
const markToggles: readonly [MarkAction, ReactNode][] = [
  ['bold', <b key="b">B</b>],
  ['italic', <i key="i">I</i>],
  ['underline', <u key="u">U</u>],
  ['subscript', <SubscriptIcon key="sub" />],
  ['superscript', <SuperscriptIcon key="sup" />],
];
const listToggles: readonly [ListAction, ReactNode][] = [
  ['bulletList', <BulletListIcon key="bullets" />],
  ['numberedList', <NumberedListIcon key="numbers" />],
];
const alignments: readonly [Alignment, EditorAction, ReactNode][] = [
  ['left', 'alignLeft', <AlignLeftIcon key="left" />],
  ['center', 'alignCenter', <AlignCenterIcon key="center" />],
  ['right', 'alignRight', <AlignRightIcon key="right" />],
  ['justify', 'alignJustify', <AlignJustifyIcon key="justify" />],
];

/**
 * What a secretary needs to type a letter, over the 680 px page: text style, font, size and colour;
 * bold to superscript; alignment; lists and indents; link, line and table; clear formatting, undo
 * and redo; the keyboard shortcuts. One tab stop with arrow keys between its controls (React Aria's
 * Toolbar); pressed states follow the selection; each tooltip names the control's keys. The editor
 * takes the focus back after a press, so typing goes on in the selection it formatted.
 * Memoised (issue 33): the screen renders again as the letter opens and with each save's state
 * while the secretary types, and the toolbar's toggles, tooltips and selects were most of each of
 * those renders on a slow PC; it renders when what it shows changes.
 */
export const LetterEditorToolbar = memo(function LetterEditorToolbar({
  format,
  isDisabled,
  onAction,
  onBlock,
  onTextStyle,
  onLink,
  ref,
}: LetterEditorToolbarProps) {
  const element = useRef<HTMLDivElement>(null);
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const openLink = () => {
    if (!isDisabled) setLinkDraft(linkDraftFromSelection(format.link));
  };
  useImperativeHandle(ref, () => ({
    focus: () => element.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus(),
    openLink,
  }));
  // The dialog is gone before the editor takes the focus (useCloseThenEdit says why).
  const closeLinkThen = (link?: { href: string; text?: string }) => {
    flushSync(() => setLinkDraft(null));
    if (link) onLink(link.href, link.text);
  };

  const action = (name: EditorAction) => () => onAction(name);
  const toggle = ([name, glyph]: readonly [MarkAction | ListAction, ReactNode]) => (
    <LetterEditorToolbarToggle
      key={name}
      label={editorLabels[name]}
      shortcut={name}
      isSelected={format[name]}
      isDisabled={isDisabled}
      onPress={action(name)}
    >
      {glyph}
    </LetterEditorToolbarToggle>
  );
  const button = (name: EditorAction, glyph: ReactNode, isEnabled = true) => (
    <LetterEditorToolbarButton
      label={editorLabels[name]}
      shortcut={name}
      isDisabled={isDisabled || !isEnabled}
      onPress={action(name)}
    >
      {glyph}
    </LetterEditorToolbarButton>
  );

  return (
    <>
      <Toolbar ref={element} aria-label={editorLabels.toolbar} className={styles.toolbar}>
        <div className={styles.group}>
          <LetterEditorToolbarSelect
            label={editorLabels.blockType}
            items={blockItems}
            value={format.block}
            onChange={onBlock}
            isDisabled={isDisabled}
            width="medium"
          />
          <LetterEditorToolbarSelect
            label={editorLabels.fontFamily}
            {...fontFamilyChoices(format.fontFamily)}
            onChange={(family) => onTextStyle('font-family', fontFamilyValue(family))}
            isDisabled={isDisabled}
            width="wide"
          />
          <LetterEditorToolbarSelect
            label={editorLabels.fontSize}
            {...fontSizeChoices(format.fontSize)}
            onChange={(size) => onTextStyle('font-size', size)}
            isDisabled={isDisabled}
            width="narrow"
          />
        </div>
        <div className={styles.group}>
          {markToggles.map(toggle)}
          <LetterEditorToolbarMenu
            label={editorLabels.textColour}
            icon={<TextColourIcon colour={format.color} />}
            items={colourItems}
            selected={colourKeyOf(format.color)}
            onAction={(key) =>
              onTextStyle('color', colourItems.find((item) => item.id === key)?.value ?? null)
            }
            isDisabled={isDisabled}
          />
        </div>
        <ToggleButtonGroup
          aria-label={editorLabels.alignment}
          className={styles.group}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[format.alignment]}
          isDisabled={isDisabled}
        >
          {alignments.map(([alignment, name, glyph]) => (
            <LetterEditorToolbarToggle
              key={alignment}
              id={alignment}
              label={editorLabels[name]}
              shortcut={name}
              isDisabled={isDisabled}
              onPress={action(name)}
            >
              {glyph}
            </LetterEditorToolbarToggle>
          ))}
        </ToggleButtonGroup>
        <div className={styles.group}>
          {listToggles.map(toggle)}
          {button('outdent', <OutdentIcon />)}
          {button('indent', <IndentIcon />)}
        </div>
        <div className={styles.group}>
          <LetterEditorToolbarToggle
            label={editorLabels.link}
            shortcut="link"
            isSelected={format.link !== null}
            isDisabled={isDisabled}
            onPress={openLink}
          >
            <LinkIcon />
          </LetterEditorToolbarToggle>
          {button('horizontalRule', <HorizontalRuleIcon />)}
          <LetterEditorToolbarMenu
            label={editorLabels.table}
            icon={<TableIcon />}
            items={tableItems(format.inTable)}
            onAction={onAction}
            isDisabled={isDisabled}
          />
        </div>
        <div className={styles.group}>
          {button('clearFormatting', <ClearFormattingIcon />)}
          {button('undo', <UndoIcon />, format.canUndo)}
          {button('redo', <RedoIcon />, format.canRedo)}
          <LetterEditorShortcutsHelp isDisabled={isDisabled} />
        </div>
      </Toolbar>
      {linkDraft && (
        <LetterEditorLinkDialog
          draft={linkDraft}
          onApply={(href, text) => closeLinkThen({ href, text })}
          onRemove={() => closeLinkThen({ href: '' })}
          onClose={() => closeLinkThen()}
        />
      )}
    </>
  );
});
