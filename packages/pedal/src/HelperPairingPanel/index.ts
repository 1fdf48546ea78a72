export { HelperPairingPanel, type HelperPairingPanelProps } from './HelperPairingPanel';
export { type HelperPairingStep, helperPairingSteps } from './helperPairingSteps';
