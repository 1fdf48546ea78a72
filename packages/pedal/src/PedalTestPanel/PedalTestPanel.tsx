import { useId } from 'react';
import type { FootPedalSettings } from '../footPedalSettings';
import { type PedalButton, pedalButtons } from '../hubContract';
import { messages } from '../messages';
import { actionsForPedal } from '../pedalActionMapper';
import type { PedalInputSource } from '../pedalInput';
import * as styles from './PedalTestPanel.css';
import { usePressedPedals } from './usePressedPedals';

const testedPedals: readonly PedalButton[] = [
  pedalButtons.left,
  pedalButtons.center,
  pedalButtons.right,
  pedalButtons.top,
];

export interface PedalTestPanelProps {
  /** Where pedal presses come from (the helper hub, a WebHID or keyboard pedal). */
  source?: PedalInputSource;
  /** The settings the panel explains the last press with (the form's current, unsaved values). */
  settings: FootPedalSettings;
}

/** Shows which pedal is pressed and what it does under the given settings. */
export function PedalTestPanel({ source, settings }: PedalTestPanelProps) {
  const titleId = useId();
  const { pressed, lastPressed } = usePressedPedals(source);
  const lastText =
    lastPressed === null
      ? ''
      : messages.lastPedal(
          messages.pedalOption[lastPressed],
          actionsForPedal(settings, lastPressed)
            .map((action) => messages.actionNames[action])
            .join(', ') || messages.noAction,
        );
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {messages.testPanelTitle}
      </h3>
      <p className={styles.hint}>{messages.testPanelHint}</p>
      <ul className={styles.pedals}>
        {testedPedals.map((pedal) => {
          const isPressed = pressed.has(pedal);
          return (
            <li key={pedal} className={styles.pedal} data-state={isPressed ? 'pressed' : 'released'}>
              {messages.pedalOption[pedal]}
              <span className={styles.pedalState}>{isPressed ? messages.pressed : messages.released}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.last} role="status">
        {lastText}
      </p>
    </section>
  );
}
