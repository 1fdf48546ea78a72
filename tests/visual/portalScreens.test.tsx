/**
 * Visual regression of the portal's screens (issue 19): each story of 'Portal/Screens at size'
 * under both brands, at the size its `viewport` global names (1366 x 800 or 768 x 1024),
 * compared as a full-viewport picture with the references in `__screenshots__/`. The story runs
 * as in Storybook: the preview's loaders (MSW with the story's handlers) and decorators (the
 * brand's theme, toasts), then its play function, which waits for the screen's data.
 */
import { type BrandName, brandNames } from '@dictation/ui';
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';
import * as screenStories from '../../apps/portal/src/app/PortalScreens.stories';
import { createPictureHost, expectPicture, renderInHost } from './pictureHost';

type Screens = ReturnType<typeof composeStories<typeof screenStories>>;

const screensOf = (brand: BrandName): Screens =>
  composeStories(screenStories, { ...preview, initialGlobals: { ...preview.initialGlobals, brand } });

const viewports = (preview.parameters?.viewport?.options ?? {}) as Record<
  string,
  { styles: { width: string; height: string } }
>;

/** The story's viewport global, as pixels. */
function sizeOf(globals: Record<string, unknown>) {
  const name = (globals.viewport as { value?: string } | undefined)?.value ?? '';
  const styles = viewports[name]?.styles;
  if (!styles) throw new Error(`Story without a known viewport: ${name}`);
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

// What moves by itself is not ours to compare: the text caret blinks, and a spinner or a
// transition caught mid-way would make the picture differ from run to run.
const still = document.createElement('style');
still.textContent = `
  *, *::before, *::after {
    caret-color: transparent !important;
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
  }
  textarea { resize: none; }
`;
document.head.append(still);

/**
 * Vitest shrinks the test's frame with a CSS transform when it is larger than the browser window
 * (Playwright's default 1280 x 720), which would make the picture a blurred 90 % or 70 % copy.
 * The layout is already at the full size; this only keeps the frame's pixels one to one.
 */
function unscaled() {
  const container = window.frameElement?.parentElement;
  if (!container) return;
  container.style.transform = 'none';
  container.setAttribute('data-scale', '1');
}

describe.each(brandNames)('%s brand', (brand) => {
  const screens = screensOf(brand);
  it.each(Object.keys(screens) as (keyof Screens)[])('%s', async (name) => {
    const Story = screens[name];
    const { width, height } = sizeOf(Story.globals);
    await page.viewport(width, height);
    unscaled();
    // An id, so the picture's locator names this element and not the toasts' region beside it.
    const host = createPictureHost(
      'position: fixed; inset: 0; overflow: hidden; background: #ffffff;',
      'portal-screen',
    );
    // The preview's loaders (MSW takes the story's handlers), then the story with its decorators,
    // then its play function, which waits until the screen shows its data.
    await Story.load();
    renderInHost(<Story />);
    await Story.play?.({ canvasElement: host });
    await expectPicture(host, `${name}-${brand}`);
  });
});
