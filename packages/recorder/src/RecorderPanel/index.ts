export { RecorderPanel, type RecorderPanelProps } from './RecorderPanel';
export {
  type PlayerDensity,
  RecorderPlayerControls,
  type RecorderPlayerControlsProps,
} from './RecorderPlayerControls';
export { RecorderPositionSlider, type RecorderPositionSliderProps } from './RecorderPositionSlider';
export { RecorderWaveform, type RecorderWaveformProps } from './RecorderWaveform';
export { type RecorderPanelState, recorderPanelStates } from './recorderStates';
export { type UseRecorderOptions, type UseRecorderResult, useRecorder } from './useRecorder';
