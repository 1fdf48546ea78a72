import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { widgetMessages } from './messages';
import { lazyContent, ShownOnce } from './ShownOnce';

/**
 * What an element shows while its content's chunk downloads (issue 33), that an element in a
 * hidden tab panel asks for nothing until the panel is shown, and that one below the fold shows
 * its content once the page is quiet. `load` stands for the chunk's
 * download: it never ends in the Loading story.
 */
function Element({
  hidden,
  belowTheFold,
  load,
}: {
  hidden: boolean;
  /** Two screens down the page. */
  belowTheFold: boolean;
  load: () => Promise<() => ReactNode>;
}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [Content] = useState(() => lazyContent(load));
  return (
    <section
      ref={setHost}
      hidden={hidden}
      aria-label="Recorder"
      style={belowTheFold ? { marginTop: '200vh' } : undefined}
    >
      {host && (
        <ShownOnce host={host} load={Content.load}>
          <Content />
        </ShownOnce>
      )}
    </section>
  );
}

const ready = () => <button type="button">Record</button>;

const meta = {
  title: 'Widgets/ShownOnce',
  component: Element,
  args: { hidden: false, belowTheFold: false, load: fn(async () => ready) },
} satisfies Meta<typeof Element>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const element = within(canvasElement).getByRole('region', { name: 'Recorder' });
    await expect(await within(element).findByRole('status')).toHaveTextContent(widgetMessages.loading);
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(1));
  },
};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const element = within(canvasElement).getByRole('region', { name: 'Recorder' });
    await expect(await within(element).findByRole('button', { name: 'Record' })).toBeVisible();
    await expect(within(element).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const InAHiddenPanel: Story = {
  args: { hidden: true },
  play: async ({ canvasElement, args }) => {
    const element = canvasElement.querySelector('section') as HTMLElement;
    // Two frames: a ResizeObserver reports in the frame after it observes.
    const frame = () => new Promise(requestAnimationFrame);
    await frame();
    await frame();
    await expect(args.load).not.toHaveBeenCalled();
    // The host page opens the panel: the content downloads and shows.
    element.hidden = false;
    await expect(await within(element).findByRole('button', { name: 'Record' })).toBeVisible();
    await expect(args.load).toHaveBeenCalledTimes(1);
  },
};

export const BelowTheFold: Story = {
  args: { belowTheFold: true },
  play: async ({ canvasElement }) => {
    const element = within(canvasElement).getByRole('region', { name: 'Recorder' });
    // Nothing on screen is loading: the content comes once the page is quiet, unscrolled.
    await expect(
      await within(element).findByRole('button', { name: 'Record' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  },
};
