import type { Spell } from '@dictation/core';
import { Button, CloseIcon, IconButton, Spinner, Tab, TabList, TabPanel, Tabs } from '@dictation/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { textMagicMessages } from '../messages';
import { ReadStatus } from '../ReadStatus';
import * as styles from './TextMagicPanel.css';
import type { TextMagicRun, TextMagicTab } from './textMagicRun';
import { type TextMagicPanelApi, useTextMagic } from './useTextMagic';

export interface TextMagicPanelProps {
  /** The letter the spells are applied to. */
  letterId: number;
  api: TextMagicPanelApi;
  /** The letter's text now (the editor's `getText`): sent to a spell, shown under Transcript. */
  getLetterText: () => string;
  /** Puts a result into the letter at the cursor (the editor's `insertText`, keeping a selection). */
  onInsert: (text: string) => void;
  /** Puts a result in place of the selected text (the editor's `insertText`). */
  onReplaceSelection: (text: string) => void;
  /**
   * Whether results can go into the letter; false (a read-only letter) leaves them to read and copy.
   * @default true
   */
  canInsert?: boolean;
  /**
   * Closes the panel (the close button is shown only with it).
   * @default undefined
   */
  onClose?: () => void;
  /**
   * The tab shown first.
   * @default 'menu'
   */
  defaultTab?: TextMagicTab;
  /**
   * Told why a spell failed (the user sees the spec's error panel, not the reason).
   * @default undefined
   */
  log?: (error: unknown) => void;
}

/**
 * The Text magic side panel (spec 001 sections 2, 5 and 8): Menu lists the spells, choosing one
 * applies it to the letter's text and shows the answer under Result, where it can be inserted at
 * the cursor or replace the selection; Transcript shows the text the spells work on. An empty
 * answer says 'Text not found'; a failure shows the error panel with Back to the menu and Try
 * again. Not modal: the letter stays in reach, to place the cursor or select the text to replace.
 */
export function TextMagicPanel({
  letterId,
  api,
  getLetterText,
  onInsert,
  onReplaceSelection,
  canInsert = true,
  onClose,
  defaultTab = 'menu',
  log,
}: TextMagicPanelProps) {
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const [tab, setTab] = useState<TextMagicTab>(defaultTab);
  const [inserted, setInserted] = useState<'inserted' | 'replaced' | null>(null);
  // A press that removes the pressed button (a spell, Back to the menu, Try again) moves the
  // focus to the tab now shown, rather than losing it to the page.
  const [focusTab, setFocusTab] = useState(0);
  const { spells, reloadSpells, run, apply, reset } = useTextMagic({
    letterId,
    api,
    getLetterText,
    ...(log ? { log } : {}),
  });

  useEffect(() => {
    if (focusTab === 0) return;
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusTab]);

  const show = (next: TextMagicTab) => {
    setTab(next);
    setFocusTab((count) => count + 1);
  };
  const choose = (spell: Spell) => {
    setInserted(null);
    apply(spell);
    show('result');
  };
  const backToMenu = () => {
    reset();
    setInserted(null);
    show('menu');
  };

  return (
    <section ref={root} aria-labelledby={titleId} className={styles.root}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {textMagicMessages.title}
        </h2>
        {onClose && (
          <IconButton label={textMagicMessages.close} icon={<CloseIcon />} size="small" onPress={onClose} />
        )}
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as TextMagicTab)}>
        <TabList aria-label={textMagicMessages.tabs}>
          <Tab id="menu">{textMagicMessages.menu}</Tab>
          <Tab id="transcript">{textMagicMessages.transcript}</Tab>
          <Tab id="result">{textMagicMessages.result}</Tab>
        </TabList>
        <TabPanel id="menu">
          {spells.kind === 'loaded' ? (
            <SpellList spells={spells.data} onChoose={choose} />
          ) : (
            <ReadStatus
              state={spells}
              loadingLabel={textMagicMessages.loadingSpells}
              failedLabel={textMagicMessages.spellsFailed}
              retryLabel={textMagicMessages.tryAgain}
              onRetry={reloadSpells}
            />
          )}
        </TabPanel>
        <TabPanel id="transcript">
          <Transcript text={getLetterText()} />
        </TabPanel>
        <TabPanel id="result">
          <Result
            run={run}
            canInsert={canInsert}
            inserted={inserted}
            onInsert={(text) => {
              onInsert(text);
              setInserted('inserted');
            }}
            onReplaceSelection={(text) => {
              onReplaceSelection(text);
              setInserted('replaced');
            }}
            onBack={backToMenu}
            onRetry={(spell) => {
              apply(spell);
              setFocusTab((count) => count + 1);
            }}
          />
        </TabPanel>
      </Tabs>
    </section>
  );
}

function SpellList({ spells, onChoose }: { spells: readonly Spell[]; onChoose: (spell: Spell) => void }) {
  const id = useId();
  if (spells.length === 0) return <p className={styles.muted}>{textMagicMessages.noSpells}</p>;
  return (
    <ul className={styles.spells}>
      {spells.map((spell) => (
        <li key={spell.id} className={styles.spell}>
          <Button
            variant="secondary"
            className={styles.spellButton}
            onPress={() => onChoose(spell)}
            aria-describedby={spell.description ? `${id}-${spell.id}` : undefined}
          >
            {spell.title}
          </Button>
          {spell.description && (
            <p id={`${id}-${spell.id}`} className={styles.description}>
              {spell.description}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Transcript({ text }: { text: string }) {
  if (text.trim() === '') return <p className={styles.muted}>{textMagicMessages.noTranscript}</p>;
  return <div className={styles.text}>{text}</div>;
}

interface ResultProps {
  run: TextMagicRun;
  canInsert: boolean;
  inserted: 'inserted' | 'replaced' | null;
  onInsert: (text: string) => void;
  onReplaceSelection: (text: string) => void;
  onBack: () => void;
  onRetry: (spell: Spell) => void;
}

function Result({ run, canInsert, inserted, onInsert, onReplaceSelection, onBack, onRetry }: ResultProps) {
  const back = (
    <Button variant="secondary" onPress={onBack}>
      {textMagicMessages.backToMenu}
    </Button>
  );
  // One live region for the short outcomes, so each is announced where the focus is.
  const status =
    run.kind === 'applying'
      ? textMagicMessages.applying(run.spell.title)
      : run.kind === 'notFound'
        ? textMagicMessages.textNotFound
        : run.kind === 'done' && inserted
          ? textMagicMessages[inserted]
          : '';
  return (
    <div className={styles.result} data-state={run.kind}>
      {run.kind !== 'idle' && <h3 className={styles.spellTitle}>{run.spell.title}</h3>}
      {run.kind === 'idle' && <p className={styles.muted}>{textMagicMessages.chooseSpell}</p>}
      {run.kind === 'applying' && <Spinner label={textMagicMessages.applying(run.spell.title)} />}
      {run.kind === 'done' && <div className={styles.text}>{run.text}</div>}
      <p role="status" className={run.kind === 'notFound' ? styles.notFound : styles.status}>
        {status}
      </p>
      {run.kind === 'failed' && (
        <div role="alert" className={styles.error}>
          {textMagicMessages.error}
        </div>
      )}
      <div className={styles.actions}>
        {run.kind === 'done' && canInsert && (
          <>
            <Button variant="primary" onPress={() => onInsert(run.text)}>
              {textMagicMessages.insert}
            </Button>
            <Button variant="secondary" onPress={() => onReplaceSelection(run.text)}>
              {textMagicMessages.replaceSelection}
            </Button>
          </>
        )}
        {run.kind !== 'idle' && back}
        {run.kind === 'failed' && (
          <Button variant="primary" onPress={() => onRetry(run.spell)}>
            {textMagicMessages.tryAgain}
          </Button>
        )}
      </div>
    </div>
  );
}
