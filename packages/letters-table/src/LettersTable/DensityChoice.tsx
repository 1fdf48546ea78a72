import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { ListDensity } from '../list/listSettings';
import { messages } from '../messages';
import * as styles from './LettersTable.css';

/** Row density of the lists, saved per account (`@dictation/core`'s `listDensity`). */
export const listDensities = ['compact', 'comfortable'] as const satisfies readonly ListDensity[];

export interface DensityChoiceProps {
  density: ListDensity;
  onChange: (density: ListDensity) => void;
}

/**
 * 'Compact' | 'Comfortable', a segmented control (a radio group: one of the two is always
 * chosen; arrows move between them).
 */
export function DensityChoice({ density, onChange }: DensityChoiceProps): ReactNode {
  return (
    <ToggleButtonGroup
      aria-label={messages.density}
      className={styles.segmented}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[density]}
      onSelectionChange={(keys) => {
        const next = listDensities.find((value) => keys.has(value));
        if (next && next !== density) onChange(next);
      }}
    >
      {listDensities.map((value) => (
        <ToggleButton key={value} id={value} className={styles.segment}>
          {messages.densities[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
