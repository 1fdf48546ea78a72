export { PedalStatusIndicator, type PedalStatusIndicatorProps } from './PedalStatusIndicator';
export { helperConnectionStatuses } from './pedalStatusStates';
