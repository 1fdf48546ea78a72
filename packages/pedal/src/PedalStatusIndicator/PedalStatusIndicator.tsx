import type { HelperConnectionStatus } from '../helperConnection';
import { messages } from '../messages';
import type { PedalStatus } from '../pedalHub';
import * as styles from './PedalStatusIndicator.css';

export interface PedalStatusIndicatorProps {
  /**
   * The desktop helper connection; `connected` shows Connected, `pairingRequired` says so (the
   * desktop app answered but this browser has not paired), anything else Disconnected.
   */
  connection: HelperConnectionStatus;
  /** The foot pedal status (spec 000 section 4). */
  pedal: PedalStatus;
  /**
   * The pedal's name, shown while it is available.
   * @default null
   */
  deviceName?: string | null;
  /**
   * The helper's message, shown with a pedal error.
   * @default null
   */
  error?: string | null;
  /**
   * Whether the desktop app's connection is shown too; off where the page already shows it (the
   * recorder panel does).
   * @default true
   */
  showsDesktop?: boolean;
}

/**
 * Desktop connection (Connected/Disconnected) and the foot pedal status (spec 000 section 4), in a
 * polite live region: a pedal unplugged or plugged back is announced without moving the focus.
 */
export function PedalStatusIndicator({
  connection,
  pedal,
  deviceName = null,
  error = null,
  showsDesktop = true,
}: PedalStatusIndicatorProps) {
  const connectionText =
    connection === 'connected'
      ? messages.connected
      : connection === 'pairingRequired'
        ? messages.pairingRequired
        : messages.disconnected;
  const detail = pedal === 'available' ? deviceName : pedal === 'pedalError' ? error : null;
  return (
    <div role="status">
      <dl className={styles.root}>
        {showsDesktop && (
          <div className={styles.item}>
            <dt className={styles.term}>{messages.desktopApp}</dt>
            <dd className={styles.value} data-state={connection}>
              <span className={styles.dot} aria-hidden="true" />
              {connectionText}
            </dd>
          </div>
        )}
        <div className={styles.item}>
          <dt className={styles.term}>{messages.footPedal}</dt>
          <dd className={styles.value} data-state={pedal}>
            <span className={styles.dot} aria-hidden="true" />
            {messages.pedalStatus[pedal]}
            {detail ? ` (${detail})` : ''}
          </dd>
        </div>
      </dl>
    </div>
  );
}
