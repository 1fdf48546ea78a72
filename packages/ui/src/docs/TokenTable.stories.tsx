import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenTable } from './TokenTable';

/**
 * The theme contract, group by group: each token's custom property, what it is for (read from
 * brandTokens.ts) and its value in both brands. A host restyles the kit by setting these
 * properties; a new brand is one object of the same shape.
 */
const meta = {
  title: 'Design/Tokens',
  component: TokenTable,
  // Its docs page is Tokens.mdx, not a generated one.
  tags: ['!autodocs'],
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, caption: string, variable: string) =>
  within(within(canvasElement).getByRole('table', { name: caption })).getByRole('row', {
    name: new RegExp(`^${variable}(\\s|$)`),
  });

export const Colour: Story = {
  args: { group: 'color' },
  play: async ({ canvasElement }) => {
    const primary = row(canvasElement, 'Colour tokens', '--dictation-color-primary');
    await expect(primary).toHaveTextContent('#005eb8');
    await expect(primary).toHaveTextContent('#00695c');
    await expect(row(canvasElement, 'Colour tokens', '--dictation-color-surface')).toHaveTextContent(
      'Page and control background.',
    );
  },
};

export const Type: Story = {
  args: { group: 'font' },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Type tokens', '--dictation-font-size-md')).toHaveTextContent('1rem');
  },
};

export const Space: Story = {
  args: { group: 'space' },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Space tokens', '--dictation-space-md')).toHaveTextContent('12px');
  },
};

export const Radius: Story = {
  args: { group: 'radius' },
  play: async ({ canvasElement }) => {
    const medium = row(canvasElement, 'Radius tokens', '--dictation-radius-md');
    await expect(medium).toHaveTextContent('4px');
    await expect(medium).toHaveTextContent('8px');
  },
};

export const Elevation: Story = {
  args: { group: 'shadow' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(4);
  },
};

export const ControlSizes: Story = {
  args: { group: 'control' },
  play: async ({ canvasElement }) => {
    await expect(
      row(canvasElement, 'Control sizes tokens', '--dictation-control-min-target'),
    ).toHaveTextContent('WCAG 2.2 target size');
  },
};

export const Motion: Story = {
  args: { group: 'motion' },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Motion tokens', '--dictation-motion-duration-fast')).toHaveTextContent(
      '120ms',
    );
  },
};
