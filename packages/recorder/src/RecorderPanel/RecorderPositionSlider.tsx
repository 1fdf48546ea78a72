import { useLayoutEffect, useRef } from 'react';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components/Slider';
import { formatClock } from '../formatClock';
import { recorderLabels } from '../messages';
import * as styles from './RecorderPanel.css';

export interface RecorderPositionSliderProps {
  positionMs: number;
  lengthMs: number;
  onSeek: (positionMs: number) => void;
  /** @default false */
  isDisabled?: boolean;
}

/** The position slider: arrows step 1 s, Page Up/Down 10 %, Home/End, read as "mm:ss of mm:ss". */
export function RecorderPositionSlider({
  positionMs,
  lengthMs,
  onSeek,
  isDisabled = false,
}: RecorderPositionSliderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const valueText = recorderLabels.positionText(formatClock(positionMs), formatClock(lengthMs));
  // React Aria formats aria-valuetext with Intl.NumberFormat, which cannot say "01:05 of 03:00";
  // this runs after its render on every change, so the clock text is what is announced.
  useLayoutEffect(() => {
    inputRef.current?.setAttribute('aria-valuetext', valueText);
  });
  return (
    <Slider
      className={styles.slider}
      aria-label={recorderLabels.position}
      minValue={0}
      maxValue={Math.max(lengthMs, 1)}
      step={1000}
      value={Math.min(positionMs, lengthMs)}
      onChange={(value) => onSeek(Array.isArray(value) ? (value[0] ?? 0) : value)}
      isDisabled={isDisabled || lengthMs === 0}
    >
      <SliderTrack className={styles.sliderTrack}>
        <SliderThumb className={styles.sliderThumb} inputRef={inputRef} />
      </SliderTrack>
    </Slider>
  );
}
