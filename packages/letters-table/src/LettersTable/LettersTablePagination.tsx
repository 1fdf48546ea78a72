import { Button, Select } from '@dictation/ui';
import { memo, type ReactNode } from 'react';
import { type PageSize, pageSizes } from '../listConstants';
import { messages } from '../messages';
import * as styles from './LettersTable.css';

export interface LettersTablePaginationProps {
  /** Zero-based. */
  pageIndex: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: PageSize;
  onPageSizeChange: (size: PageSize) => void;
}

const sizeOptions = pageSizes.map((size) => ({ id: String(size), label: String(size) }));

/**
 * Page size (10, 25, 50, 100, 200) and previous / next (spec 001 section 9). Memoised: its Select
 * and Buttons cost more to render than a dozen rows, and a new page of rows rarely changes them.
 * The Select mounts after the list's first render (`mountsLater`): the rows come first.
 */
export const LettersTablePagination = memo(function LettersTablePagination(
  props: LettersTablePaginationProps,
): ReactNode {
  const p = messages.pagination;
  return (
    <nav className={styles.pagination} aria-label={p.label}>
      <Select
        mountsLater
        className={styles.field}
        label={p.pageSize}
        items={sizeOptions}
        value={String(props.pageSize)}
        onChange={(value) => {
          const size = pageSizes.find((option) => String(option) === value);
          if (size) props.onPageSizeChange(size);
        }}
      />
      <Button variant="secondary" isDisabled={!props.canPrevious} onPress={props.onPrevious}>
        {p.previous}
      </Button>
      {/* An empty list is one empty page, not 'Page 1 of 0'. */}
      <span aria-live="polite">{p.page(props.pageIndex + 1, Math.max(1, props.pageCount))}</span>
      <Button variant="secondary" isDisabled={!props.canNext} onPress={props.onNext}>
        {p.next}
      </Button>
    </nav>
  );
});
