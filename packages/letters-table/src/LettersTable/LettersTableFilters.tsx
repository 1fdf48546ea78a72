import { Button } from '@dictation/ui';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { defaultColumnVisibility, type OptionalColumnId, toggleableColumns } from '../columns/columnSets';
import { activeFilters } from '../filters/activeFilters';
import { hasAnyFilter, type LettersFilters } from '../filters/lettersFilters';
import type { ListAction, ListState } from '../list/listState';
import { messages } from '../messages';
import type { ListContext, ListMode, NamedItem } from '../types';
import { ActiveFilterChips } from './ActiveFilterChips';
import { ColumnsMenu } from './ColumnsMenu';
import { FilterFields, hospitalNumberLabel } from './FilterFields';
import * as styles from './LettersTable.css';

export interface LettersTableFiltersProps {
  mode: ListMode;
  context: ListContext;
  state: ListState;
  dispatch: (action: ListAction) => void;
  onReset: () => void;
  departments: readonly NamedItem[];
  priorities: readonly NamedItem[];
  labels: readonly NamedItem[];
  authors: readonly NamedItem[];
  /**
   * The view's other settings (auto-refresh, density), at the end of the bar under the filters,
   * before 'Columns'.
   * @default undefined
   */
  children?: ReactNode;
}

const columnLabels: Record<OptionalColumnId, string> = {
  duration: messages.columns.duration,
  department: messages.columns.department,
  hospitalNumber: messages.columns.hospitalNumber,
  sampleId: messages.columns.sampleId,
  label: messages.columns.label,
};

/**
 * Every filter of spec 001 section 2, each shown only under its conditions (the fields:
 * `FilterFields`). Under the filters, the bar shows every filter in use as a removable chip, Reset
 * filters, the view's settings and the Columns menu.
 */
export function LettersTableFilters(props: LettersTableFiltersProps): ReactNode {
  const { mode, context, state, dispatch, onReset, priorities, departments, authors } = props;
  const { filters } = state;
  const search = useRef<HTMLElement>(null);
  const set = (patch: Partial<LettersFilters>) => dispatch({ type: 'setFilter', patch });
  const visibility = { ...defaultColumnVisibility, ...state.columns };
  const columnItems = toggleableColumns(context).map((column) => ({
    id: column,
    label: column === 'hospitalNumber' ? hospitalNumberLabel(context) : columnLabels[column],
    shown: visibility[column],
  }));
  // The same array while the filters and their choices are: the fields below are memoised on it.
  const active = useMemo(
    () => activeFilters(filters, { mode, context, priorities, departments, authors }),
    [filters, mode, context, priorities, departments, authors],
  );
  const focusFirstFilter = useCallback(
    () => search.current?.querySelector<HTMLElement>('input')?.focus(),
    [],
  );

  return (
    <>
      <FilterFields
        mode={mode}
        context={context}
        filters={filters}
        dispatch={dispatch}
        departments={departments}
        priorities={priorities}
        labels={props.labels}
        authors={authors}
        active={active}
        searchRef={search}
      />
      <div className={styles.listBar}>
        <div className={styles.barGroup}>
          <ActiveFilterChips
            filters={active}
            onRemove={(filter) => set(filter.clear)}
            onEmptied={focusFirstFilter}
          />
          <Button variant="ghost" size="small" isDisabled={!hasAnyFilter(filters)} onPress={onReset}>
            {messages.resetFilters}
          </Button>
        </div>
        <div className={styles.barGroup}>
          {props.children}
          <ColumnsMenu
            items={columnItems}
            onToggle={(column, visible) => dispatch({ type: 'setColumn', column, visible })}
          />
        </div>
      </div>
    </>
  );
}
