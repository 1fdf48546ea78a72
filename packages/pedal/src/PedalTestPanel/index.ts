export { PedalTestPanel, type PedalTestPanelProps } from './PedalTestPanel';
export { usePressedPedals } from './usePressedPedals';
