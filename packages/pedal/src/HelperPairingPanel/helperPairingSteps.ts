/** Where the user is in pairing: the panel's `data-state`, reused by stories. */
export const helperPairingSteps = ['idle', 'requesting', 'codeShown', 'exchanging', 'paired'] as const;
export type HelperPairingStep = (typeof helperPairingSteps)[number];
