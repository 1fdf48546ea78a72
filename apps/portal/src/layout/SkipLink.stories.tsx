import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mainContentId, SkipLink } from './SkipLink';

/** The skip link before a stand-in sidebar, and the page's main it jumps to. */
function PageWithSidebar() {
  return (
    <>
      <SkipLink />
      <nav aria-label="Main navigation">
        <a href="#in-progress">In Progress</a>
      </nav>
      <main id={mainContentId} tabIndex={-1}>
        <h1>In Progress</h1>
        <button type="button">Reset filters</button>
      </main>
    </>
  );
}

const meta = {
  title: 'Portal/SkipLink',
  component: PageWithSidebar,
} satisfies Meta<typeof PageWithSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** WCAG 2.4.1: the first Tab stop; Enter moves the focus past the sidebar into the page. */
export const SkipsTheSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toHaveFocus();
  },
};
