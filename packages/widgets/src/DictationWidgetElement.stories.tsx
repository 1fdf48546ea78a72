import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, createElement } from 'react';
import { expect, within } from 'storybook/test';
import { DictationWidgetElement } from './DictationWidgetElement';
import { widgetMessages } from './messages';

/**
 * Issue 33: an element is defined without React and imports what it renders with as it connects.
 * Its states until then, with a body whose download the story decides: still coming, refused (the
 * network dropped), in.
 */
type Download = 'coming' | 'failed' | 'in';

const Greeting = () => <p>Record here</p>;

const downloads: Record<Download, () => Promise<ComponentType<object>>> = {
  coming: () => new Promise(() => {}),
  failed: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  in: async () => Greeting,
};

/** One element class per download, each under its own tag. */
const tagOf = (download: Download) => `story-widget-${download}`;
for (const download of Object.keys(downloads) as Download[]) {
  if (customElements.get(tagOf(download))) continue;
  customElements.define(
    tagOf(download),
    class extends DictationWidgetElement {
      protected override loadBody() {
        return downloads[download]();
      }

      protected override bodyProps() {
        return {};
      }
    },
  );
}

function Element({ download }: { download: Download }) {
  return <section aria-label="Widget">{createElement(tagOf(download))}</section>;
}

const meta = {
  title: 'Widgets/DictationWidgetElement',
  component: Element,
  args: { download: 'in' },
} satisfies Meta<typeof Element>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's content, inside its shadow root (Testing Library does not enter shadow roots). */
function contentOf(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'Widget' });
  const host = section.firstElementChild as HTMLElement;
  return within(host.shadowRoot?.firstElementChild as HTMLElement);
}

export const LoadingItsCode: Story = {
  args: { download: 'coming' },
  play: async ({ canvasElement }) => {
    await expect(await contentOf(canvasElement).findByRole('status')).toHaveTextContent(
      widgetMessages.loading,
    );
  },
};

export const CodeNotLoaded: Story = {
  args: { download: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(await contentOf(canvasElement).findByRole('alert')).toHaveTextContent(
      widgetMessages.notLoaded,
    );
  },
};

export const Rendered: Story = {
  play: async ({ canvasElement }) => {
    const content = contentOf(canvasElement);
    await expect(await content.findByText('Record here')).toBeVisible();
    await expect(content.queryByRole('status')).not.toBeInTheDocument();
  },
};
