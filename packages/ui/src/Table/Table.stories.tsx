import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const letters = [
  { id: 101, author: 'Dr A. Patel', status: 'To Review', duration: '02:15' },
  { id: 102, author: 'Dr B. Jones', status: 'Audio capture', duration: '00:48' },
  { id: 103, author: 'Dr C. Okafor', status: 'Completed', duration: '11:02' },
];

const meta = {
  title: 'UI/Table',
  component: Table,
  args: { 'aria-label': 'Letters', onRowAction: fn() },
  render: (args) => (
    <Table {...args} maxHeight="240px">
      <TableHeader>
        <Column isRowHeader>Job</Column>
        <Column>Author</Column>
        <Column>Status</Column>
        <Column align="end">Duration</Column>
      </TableHeader>
      <TableBody items={letters} renderEmptyState={() => 'No letters'}>
        {(letter) => (
          <Row id={letter.id}>
            <Cell>{letter.id}</Cell>
            <Cell>{letter.author}</Cell>
            <Cell>{letter.status}</Cell>
            <Cell align="end">{letter.duration}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Letters' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(within(table).getByRole('rowheader', { name: '102' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(102);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(103);
  },
};

export const Selectable: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: [101], onRowAction: undefined },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Letters' });
    const row = within(table).getAllByRole('row')[1]!;
    await expect(row).toHaveAttribute('aria-selected', 'true');
  },
};
