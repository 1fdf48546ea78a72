import type { HelperConnectionStatus } from '../helperConnection';

/** Every connection status, reused by stories. */
export const helperConnectionStatuses = [
  'searching',
  'connected',
  'reconnecting',
  'disconnected',
  'pairingRequired',
  'stopped',
] as const satisfies readonly HelperConnectionStatus[];
