import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider } from './ThemeProvider';

const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const primaryOf = (element: Element) =>
  getComputedStyle(element).getPropertyValue('--dictation-color-primary').trim();

export const BothBrandsSideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <ThemeProvider brand="clinical" as="section">
        <Button>Clinical</Button>
      </ThemeProvider>
      <ThemeProvider brand="evergreen" as="section">
        <Button>Evergreen</Button>
      </ThemeProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clinical = canvas.getByRole('button', { name: 'Clinical' }).closest('[data-brand]')!;
    const evergreen = canvas.getByRole('button', { name: 'Evergreen' }).closest('[data-brand]')!;
    await expect(clinical).toHaveAttribute('data-brand', 'clinical');
    await expect(evergreen).toHaveAttribute('data-brand', 'evergreen');
    await expect(primaryOf(clinical)).toBe('#005eb8');
    await expect(primaryOf(evergreen)).toBe('#00695c');
    // Brands live on wrappers, never on :root, so they cannot leak into the host page.
    await expect(primaryOf(document.documentElement)).toBe('');
  },
};
