import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { editorLabels } from '../messages';
import type { LetterEditor } from './LetterEditor';
import {
  caretAtEndOf,
  choose,
  control,
  editorStoryMeta,
  html,
  page,
  renderEditor,
  textbox,
} from './letterEditorStories';

const labels = editorLabels;

/** A results table as a letter holds one: a header row and two rows of values. */
const resultsTable =
  '<p>Results:</p><table><tbody><tr><th><p>Test</p></th><th><p>Value</p></th></tr>' +
  '<tr><td><p>Hb</p></td><td><p>92 g/L</p></td></tr>' +
  '<tr><td><p>Ferritin</p></td><td><p>8 ug/L</p></td></tr></tbody></table><p>Yours sincerely,</p>';

/** Tables from the toolbar's Table menu and the keyboard. */
const meta = {
  title: 'LetterView/LetterEditorTables',
  ...editorStoryMeta(resultsTable),
} satisfies Meta<typeof LetterEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) => within(textbox(canvas)).getByRole('table');
/** The table's cells, row by row, as the letter shows them. */
const cells = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('td, th')).map((cell) => `${cell.localName}:${cell.textContent}`),
    );

/** Insert table puts a table with a header row at the cursor; in a table, Insert is off, the rest on. */
export const InsertTable: Story = {
  args: { initialHtml: '<p>Medication:</p><p>Yours sincerely,</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Medication:'));
    await userEvent.keyboard('{Enter}');
    await choose(canvas, labels.table, labels.insertTable);
    await waitFor(() =>
      expect(cells(canvas)).toEqual([
        ['th:', 'th:', 'th:'],
        ['td:', 'td:', 'td:'],
        ['td:', 'td:', 'td:'],
      ]),
    );
    // The cursor is in the first header cell; Tab goes along the row.
    await userEvent.keyboard('Drug');
    await userEvent.tab();
    await userEvent.keyboard('Dose');
    await userEvent.tab();
    await userEvent.keyboard('Frequency');
    await waitFor(() => expect(cells(canvas)[0]).toEqual(['th:Drug', 'th:Dose', 'th:Frequency']));
    expect(html()).toContain('<table><thead><tr><th><p>Drug</p></th><th><p>Dose</p></th>');
    await userEvent.click(control(canvas, labels.table));
    expect(await page().findByRole('menuitem', { name: labels.insertTable })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    for (const name of [labels.addRowBefore, labels.addColumnAfter, labels.deleteRow, labels.deleteTable])
      expect(page().getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
  },
};

/** Rows and columns added and removed around the cell the cursor is in. */
export const RowsAndColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Hb'));
    await choose(canvas, labels.table, labels.addRowAfter);
    await waitFor(() => expect(cells(canvas)).toHaveLength(4));
    expect(cells(canvas)[2]).toEqual(['td:', 'td:']);
    await choose(canvas, labels.table, labels.addColumnAfter);
    await waitFor(() => expect(cells(canvas)[1]).toEqual(['td:Hb', 'td:', 'td:92 g/L']));
    await choose(canvas, labels.table, labels.addRowBefore);
    await waitFor(() => expect(cells(canvas)).toHaveLength(5));
    expect(cells(canvas)[1]).toEqual(['td:', 'td:', 'td:']);
    await choose(canvas, labels.table, labels.addColumnBefore);
    await waitFor(() => expect(cells(canvas)[2]).toEqual(['td:', 'td:Hb', 'td:', 'td:92 g/L']));
    // The cursor stayed in Hb: its row and column go.
    await choose(canvas, labels.table, labels.deleteColumn);
    await waitFor(() => expect(cells(canvas)[2]).toEqual(['td:', 'td:', 'td:92 g/L']));
    await choose(canvas, labels.table, labels.deleteRow);
    await waitFor(() =>
      expect(cells(canvas)).toEqual([
        ['th:', 'th:', 'th:Value'],
        ['td:', 'td:', 'td:'],
        ['td:', 'td:', 'td:'],
        ['td:', 'td:', 'td:8 ug/L'],
      ]),
    );
    await choose(canvas, labels.table, labels.deleteTable);
    await waitFor(() => expect(within(textbox(canvas)).queryByRole('table')).not.toBeInTheDocument());
    expect(html()).toBe('<p>Results:</p><p>Yours sincerely,</p>');
  },
};

/**
 * Tab moves to the next cell and selects its text, as in Word (typing replaces it), Shift+Tab to the
 * one before; Tab in the last cell adds a row.
 */
export const TabBetweenCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Hb'));
    await userEvent.tab();
    await userEvent.keyboard('95 g/L');
    await waitFor(() => expect(cells(canvas)[1]).toEqual(['td:Hb', 'td:95 g/L']));
    await userEvent.tab();
    await userEvent.keyboard('Iron');
    await waitFor(() => expect(cells(canvas)[2]).toEqual(['td:Iron', 'td:8 ug/L']));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Folate');
    await waitFor(() => expect(cells(canvas)).toHaveLength(4));
    expect(cells(canvas)[3]).toEqual(['td:Folate', 'td:']);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('9 ug/L');
    await waitFor(() => expect(cells(canvas)[2]).toEqual(['td:Iron', 'td:9 ug/L']));
    expect(textbox(canvas)).toHaveFocus();
    expect(html()).toContain('<tr><td><p>Folate</p></td><td><p></p></td></tr>');
  },
};

/** Header row on or off: the first row's cells become header cells, and back. */
export const HeaderRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Hb'));
    await choose(canvas, labels.table, labels.toggleHeaderRow);
    await waitFor(() => expect(cells(canvas)[0]).toEqual(['td:Test', 'td:Value']));
    expect(html()).toContain('<tr><td><p>Test</p></td><td><p>Value</p></td></tr>');
    await choose(canvas, labels.table, labels.toggleHeaderRow);
    await waitFor(() => expect(cells(canvas)[0]).toEqual(['th:Test', 'th:Value']));
  },
};

/**
 * In a table Tab is the next cell, so Escape first gives Tab back to the browser: Escape, then Tab,
 * leaves the editor (no keyboard trap, WCAG 2.1.2), and the letter is as it was.
 */
export const EscapeThenTabLeaves: Story = {
  render: (args) => (
    <>
      {renderEditor(args)}
      <button type="button">After the letter</button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await caretAtEndOf(canvas, canvas.getByText('Ferritin'));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'After the letter' })).toHaveFocus());
    expect(html()).toBe(resultsTable);
    expect(args.onChange).not.toHaveBeenCalled();
  },
};
