import { Button, TextField } from '@dictation/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { HelperConnectionStatus } from '../helperConnection';
import { createHelperPairing, type HelperPairing } from '../helperPairing';
import { messages } from '../messages';
import * as styles from './HelperPairingPanel.css';
import { useHelperPairing } from './useHelperPairing';

export interface HelperPairingPanelProps {
  /**
   * The desktop helper connection's status (a pedal hub's `state.connection`): the panel shows
   * itself when it is `pairingRequired`, and stays while a pairing the user began is under way.
   */
  connection: HelperConnectionStatus;
  /**
   * The two pairing steps (stories pass a fake).
   * @default createHelperPairing(): the helper's pedal ports, this page's localStorage
   */
  pairing?: HelperPairing;
}

const codeLength = 6;
const isDigit = (character: string) => character >= '0' && character <= '9';

/**
 * Pairs this browser with the desktop app once (docs/wire-contract.md, Desktop helper): the user
 * asks for a code, reads it off the desktop app and types it here. Nothing is shown while there is
 * nothing to pair: no desktop app, or one already paired.
 */
export function HelperPairingPanel({ connection, pairing }: HelperPairingPanelProps) {
  const titleId = useId();
  const steps = useMemo(() => pairing ?? createHelperPairing(), [pairing]);
  const { step, failure, requestCode, exchangeCode } = useHelperPairing(steps);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  if (step === 'idle' && failure === null && connection !== 'pairingRequired') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormatError(code.length !== codeLength);
    if (code.length === codeLength) void exchangeCode(code);
  };
  const showCode = () => {
    setCode('');
    setFormatError(false);
    void requestCode();
  };
  const codeStep = step === 'codeShown' || step === 'exchanging';
  const fieldError = formatError
    ? messages.pairing.codeFormat
    : failure === 'wrongCode'
      ? messages.pairing.failure.wrongCode
      : undefined;

  return (
    <section className={styles.root} aria-labelledby={titleId} data-state={step}>
      <h3 id={titleId} className={styles.title}>
        {messages.pairing.title}
      </h3>
      {step === 'paired' ? (
        <p className={styles.text} role="status">
          {messages.pairing.paired}
        </p>
      ) : (
        <p className={styles.text}>{codeStep ? messages.pairing.codeShown : messages.pairing.required}</p>
      )}
      {codeStep && (
        <form className={styles.codeForm} onSubmit={submit} aria-labelledby={titleId}>
          <TextField
            label={messages.pairing.codeLabel}
            value={code}
            onChange={setCode}
            allowCharacter={isDigit}
            maxLength={codeLength}
            showCounter={false}
            inputMode="numeric"
            autoComplete="one-time-code"
            errorMessage={fieldError}
            // The code is what the user came for: typing can start at once.
            autoFocus
            isDisabled={step === 'exchanging'}
          />
          <Button
            type="submit"
            variant="primary"
            isPending={step === 'exchanging'}
            pendingLabel={messages.pairing.pairingInProgress}
          >
            {messages.pairing.pair}
          </Button>
        </form>
      )}
      {failure !== null && failure !== 'wrongCode' && (
        <p className={styles.failure} role="alert">
          {messages.pairing.failure[failure]}
        </p>
      )}
      {step !== 'paired' && (
        <Button
          variant={codeStep ? 'ghost' : 'primary'}
          onPress={showCode}
          isPending={step === 'requesting'}
          pendingLabel={messages.pairing.requesting}
          isDisabled={step === 'exchanging'}
        >
          {codeStep ? messages.pairing.showNewCode : messages.pairing.showCode}
        </Button>
      )}
    </section>
  );
}
