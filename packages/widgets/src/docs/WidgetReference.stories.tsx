import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WidgetReference } from './WidgetReference';

/**
 * Each element's attributes, property and events, as the 'Widgets/Embedding' page shows them: the
 * attributes from their schemas (elementAttributes.ts, which the elements parse them with), the
 * events' descriptions and `detail` types read from events.ts.
 */
const meta = {
  title: 'Widgets/Reference',
  component: WidgetReference,
} satisfies Meta<typeof WidgetReference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recorder: Story = {
  args: { tag: 'dictation-recorder' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const attributes = canvas.getByRole('table', { name: 'Attributes of <dictation-recorder>' });
    await expect(within(attributes).getByRole('rowheader', { name: 'hospital-number' })).toBeVisible();
    await expect(within(attributes).getByRole('rowheader', { name: 'brand' })).toBeVisible();
    await expect(within(attributes).getByRole('row', { name: /^organisation-id/ })).toHaveTextContent(
      'positive integer',
    );
    const events = canvas.getByRole('table', { name: 'Events of <dictation-recorder>' });
    const created = within(events).getByRole('row', { name: /^dictation-letter-created/ });
    await expect(created).toHaveTextContent('{ letterId: number; audioKey: string }');
  },
};

export const SignIn: Story = {
  args: { tag: 'dictation-sign-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events = canvas.getByRole('table', { name: 'Events of <dictation-sign-in>' });
    await expect(within(events).getAllByRole('row')).toHaveLength(4);
    await expect(within(events).getByRole('row', { name: /^dictation-signed-out/ })).toHaveTextContent(
      '{ remote: boolean }',
    );
  },
};

export const LettersTable: Story = {
  args: { tag: 'dictation-letters-table' },
  play: async ({ canvasElement }) => {
    const attributes = within(canvasElement).getByRole('table', {
      name: 'Attributes of <dictation-letters-table>',
    });
    await expect(within(attributes).getByRole('row', { name: /^mode/ })).toHaveTextContent(
      'in-progress or completed',
    );
    await expect(within(attributes).getByRole('row', { name: /^show-count/ })).toHaveTextContent('boolean');
  },
};

export const LetterView: Story = {
  args: { tag: 'dictation-letter-view' },
  play: async ({ canvasElement }) => {
    const events = within(canvasElement).getByRole('table', { name: 'Events of <dictation-letter-view>' });
    await expect(within(events).getByRole('row', { name: /^dictation-letter-opened/ })).toHaveTextContent(
      'letter: LetterMetadata',
    );
  },
};
