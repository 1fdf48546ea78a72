import { useCallback, useState } from 'react';
import { type HelperPairing, HelperPairingError, type HelperPairingFailure } from '../helperPairing';
import type { HelperPairingStep } from './helperPairingSteps';

/** What the panel shows: the step, and why the last step failed (null when it did not). */
export interface HelperPairingState {
  step: HelperPairingStep;
  failure: HelperPairingFailure | null;
}

/** A failure after which the code shown is of no more use: the user asks for a new one. */
const needsNewCode = (failure: HelperPairingFailure) => failure !== 'wrongCode';

const failureOf = (error: unknown): HelperPairingFailure =>
  error instanceof HelperPairingError ? error.reason : 'failed';

/** The two steps of pairing, one at a time; a failure keeps the user where they can go on. */
export function useHelperPairing(pairing: HelperPairing) {
  const [state, setState] = useState<HelperPairingState>({ step: 'idle', failure: null });

  const requestCode = useCallback(async () => {
    setState({ step: 'requesting', failure: null });
    try {
      await pairing.requestCode();
      setState({ step: 'codeShown', failure: null });
    } catch (error) {
      setState({ step: 'idle', failure: failureOf(error) });
    }
  }, [pairing]);

  const exchangeCode = useCallback(
    async (code: string) => {
      setState({ step: 'exchanging', failure: null });
      try {
        await pairing.exchangeCode(code);
        setState({ step: 'paired', failure: null });
      } catch (error) {
        const failure = failureOf(error);
        setState({ step: needsNewCode(failure) ? 'idle' : 'codeShown', failure });
      }
    },
    [pairing],
  );

  return { ...state, requestCode, exchangeCode };
}
