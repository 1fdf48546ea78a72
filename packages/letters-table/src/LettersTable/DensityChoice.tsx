import { SegmentedControl } from '@dictation/ui';
import type { ReactNode } from 'react';
import type { ListDensity } from '../list/listSettings';
import { messages } from '../messages';

/** Row density of the lists, saved per account (`@dictation/core`'s `listDensity`). */
const densityOptions = (['compact', 'comfortable'] as const satisfies readonly ListDensity[]).map((id) => ({
  id,
  label: messages.densities[id],
}));

export interface DensityChoiceProps {
  density: ListDensity;
  onChange: (density: ListDensity) => void;
}

/**
 * 'Compact' | 'Comfortable': `@dictation/ui`'s SegmentedControl (a radio group: one of the two is
 * always chosen; arrows move between them, Space chooses).
 */
export function DensityChoice({ density, onChange }: DensityChoiceProps): ReactNode {
  return (
    <SegmentedControl label={messages.density} options={densityOptions} value={density} onChange={onChange} />
  );
}
