import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { messages } from '../messages';
import { Select } from '../Select/Select';
import * as styles from './Pagination.css';
import { paginationRange } from './paginationRange';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /**
   * Rows per page; shows the page size select together with `pageSizeOptions`.
   * @default undefined
   */
  pageSize?: number;
  /**
   * The page sizes offered, e.g. [10, 25, 50, 100, 200] (spec 001 section 9).
   * @default []
   */
  pageSizeOptions?: readonly number[];
  /**
   * Called with the chosen page size.
   * @default undefined
   */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Names the navigation landmark.
   * @default 'Pagination'
   */
  label?: string;
  /**
   * Label of the page size select.
   * @default 'Rows per page'
   */
  pageSizeLabel?: string;
  /**
   * Pages shown either side of the current one.
   * @default 1
   */
  siblings?: number;
  /**
   * Disables every control (e.g. while a page loads).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class on the root.
   * @default undefined
   */
  className?: string;
}

/** Page buttons with previous/next and an optional page size select, in a labelled nav. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions = [],
  onPageSizeChange,
  label = messages.pagination,
  pageSizeLabel = messages.pageSize,
  siblings = 1,
  isDisabled = false,
  className,
}: PaginationProps) {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange(target);
  };
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <nav aria-label={label}>
        <ul className={styles.pages}>
          <li>
            <IconButton
              label={messages.previousPage}
              icon={<ChevronLeftIcon />}
              size="small"
              isDisabled={isDisabled || current <= 1}
              onPress={() => go(current - 1)}
            />
          </li>
          {paginationRange(current, count, siblings).map((slot) =>
            typeof slot === 'number' ? (
              <li key={slot}>
                <Button
                  size="small"
                  variant={slot === current ? 'primary' : 'ghost'}
                  className={styles.pageButton}
                  aria-label={messages.page(slot)}
                  aria-current={slot === current ? 'page' : undefined}
                  isDisabled={isDisabled}
                  onPress={() => go(slot)}
                >
                  {slot}
                </Button>
              </li>
            ) : (
              <li key={slot} className={styles.gap} aria-hidden="true">
                …
              </li>
            ),
          )}
          <li>
            <IconButton
              label={messages.nextPage}
              icon={<ChevronRightIcon />}
              size="small"
              isDisabled={isDisabled || current >= count}
              onPress={() => go(current + 1)}
            />
          </li>
        </ul>
      </nav>
      {pageSize !== undefined && pageSizeOptions.length > 0 && (
        <Select<number>
          label={pageSizeLabel}
          className={styles.pageSize}
          items={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
          value={pageSize}
          isDisabled={isDisabled}
          onChange={(size) => {
            if (size !== null && size !== pageSize) onPageSizeChange?.(size);
          }}
        />
      )}
    </div>
  );
}
