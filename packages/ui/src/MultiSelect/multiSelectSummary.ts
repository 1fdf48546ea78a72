import type { Key } from 'react-aria-components';
import type { SelectItem } from '../styles/ListBoxOption';

/**
 * The trigger text of a MultiSelect: the "all" text when nothing is chosen (no filter), the
 * label when one is, "first +n" when several are.
 */
export function multiSelectSummary(
  items: readonly SelectItem[],
  selected: readonly Key[],
  allText: string,
): string {
  const labels = items.filter((item) => selected.includes(item.id)).map((item) => item.label);
  if (labels.length === 0) return allText;
  if (labels.length === 1) return labels[0]!;
  return `${labels[0]} +${labels.length - 1}`;
}
