import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visibleColumns } from '../columns/columnSets';
import { emptyFilters } from '../filters/lettersFilters';
import { estimatedRowHeight, firstFrameOverscan, overscanRows, virtualizeAbove } from '../grid/rowWindow';
import type { PageSize } from '../listConstants';
import { messages } from '../messages';
import { makeLetters, makeListContext } from '../testing/fixtures';
import type { ListContext } from '../types';
import { LettersTableGrid } from './LettersTableGrid';

const context: ListContext = makeListContext();

const columns = visibleColumns(context, {});

function renderGrid(rowCount: number) {
  const onRowAction = vi.fn();
  const page = (letters: ReturnType<typeof makeLetters>) => (
    <LettersTableGrid
      mode="inProgress"
      letters={letters}
      count={rowCount}
      columns={columns}
      hospitalNumberHeader={messages.columns.hospitalNumber}
      state={{ filters: emptyFilters(), pageIndex: 0, pageSize: rowCount as PageSize, columns: {} }}
      dispatch={() => {}}
      onRowAction={onRowAction}
      isLoading={false}
    />
  );
  const { rerender } = render(page(makeLetters(rowCount)));
  const grid = screen.getByRole('grid', { name: messages.listLabel.inProgress });
  const bodyRows = () => within(grid).getAllByRole('row').slice(1);
  /** Shows another page of the same size, as a filter change does. */
  const showPage = (letters: ReturnType<typeof makeLetters>) => rerender(page(letters));
  return { grid, bodyRows, onRowAction, showPage };
}

describe('LettersTableGrid', { timeout: 30_000 }, () => {
  it("renders a full page's rows in view first, then every row of it with its position", async () => {
    const { grid, bodyRows } = renderGrid(virtualizeAbove);
    expect(grid).toHaveAttribute('aria-rowcount', String(virtualizeAbove + 1));
    // The first frame: the rows the window can show (jsdom's is 768 px high, rows 30 px).
    const inView = Math.ceil(window.innerHeight / estimatedRowHeight);
    expect(bodyRows().length).toBeLessThanOrEqual(inView);
    expect(bodyRows().length).toBeGreaterThanOrEqual(inView - 2);
    await waitFor(() => expect(bodyRows()).toHaveLength(virtualizeAbove));
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', String(virtualizeAbove + 1));
  });

  it('renders a full page whole at once when the window is scrolled: the view may be anywhere in it', () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    try {
      const { bodyRows } = renderGrid(virtualizeAbove);
      expect(bodyRows()).toHaveLength(virtualizeAbove);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('renders only a window of a 200-row page and tells the full row count', () => {
    const { grid, bodyRows } = renderGrid(200);
    expect(grid).toHaveAttribute('aria-rowcount', '201');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(overscanRows);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(grid).queryByRole('rowheader', { name: '1199' })).toBeNull();
  });

  it("renders a new page's rows in view first, and the overscan once that frame is painted", async () => {
    const { grid, bodyRows, showPage } = renderGrid(200);
    const inView = bodyRows().length;
    const grown = inView + overscanRows - firstFrameOverscan;
    // At the top of the page the overscan goes below the view only.
    await waitFor(() => expect(bodyRows()).toHaveLength(grown));

    showPage(makeLetters(200, 5000));
    expect(within(grid).getByRole('rowheader', { name: '6000' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(inView);
    await waitFor(() => expect(bodyRows()).toHaveLength(grown));
  });

  it('moves focus by row with the keyboard, bringing far rows into the window', async () => {
    const { bodyRows, onRowAction } = renderGrid(200);
    // One tab stop: the first row.
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    expect(document.activeElement).toBe(bodyRows()[0]);

    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('aria-rowindex', '201');
    expect(document.activeElement).toHaveAccessibleName(/1199/);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1198 }));

    await userEvent.keyboard('{Home}{PageDown}');
    const focused = Number(document.activeElement?.getAttribute('aria-rowindex'));
    expect(focused).toBeGreaterThan(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1000 + focused - 1 }));
  });

  it("shows a letter's notes with a decorative SVG icon, not a character a font may lack", () => {
    const { grid } = renderGrid(3);
    // Letter 1000 has notes (fixtures); the cell's title and text are the notes alone.
    const notes = within(grid).getByTitle('Call the patient back');
    expect(notes.textContent?.trim()).toBe('Call the patient back');
    const icon = notes.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
  });

  it('without rows the scrolling wrap takes the focus, so the keyboard can scroll wide headers', () => {
    const { grid, showPage } = renderGrid(0);
    const wrap = screen.getByRole('group', { name: messages.listLabel.inProgress });
    expect(wrap).toHaveAttribute('tabindex', '0');
    expect(wrap).toContainElement(grid);
    // With rows, the rows are the focus stops: the wrap is no stop of its own.
    showPage(makeLetters(3));
    expect(screen.queryByRole('group', { name: messages.listLabel.inProgress })).toBeNull();
    expect(grid.parentElement).not.toHaveAttribute('tabindex');
  });

  it('opens the clicked row and ignores clicks on the header', async () => {
    const { grid, onRowAction } = renderGrid(3);
    await userEvent.click(within(grid).getByRole('columnheader', { name: messages.columns.job }));
    expect(onRowAction).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByText('1002'));
    expect(onRowAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1002 }));
    expect(within(grid).getByRole('row', { name: /1002/ })).toHaveFocus();
  });
});
