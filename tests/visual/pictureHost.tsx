/**
 * What the visual tests share: a host element for one picture, mounted with React and gone after
 * each test (a scene left mounted would go on polling and moving during the next picture), and
 * the comparison with its reference.
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
});

/** A fresh host element on the page, styled by `css`, for this test's picture. */
export function createPictureHost(css: string, id?: string): HTMLElement {
  host = document.createElement('div');
  if (id) host.id = id;
  host.style.cssText = css;
  document.body.append(host);
  return host;
}

/** Renders `content` into the host made by `createPictureHost`. */
export function renderInHost(content: ReactNode): void {
  if (!host) throw new Error('createPictureHost first');
  root = createRoot(host);
  root.render(content);
}

/**
 * The host's picture against the reference `name`. pixelmatch's default colour threshold (0.1)
 * lets a clearly different brand blue pass; the same machine renders identically, so a tight
 * threshold is safe.
 */
export async function expectPicture(element: HTMLElement, name: string): Promise<void> {
  await document.fonts.ready;
  await restPointer();
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.01 },
    // Two equal captures in a row make a stable one; on a loaded machine 5 s was not enough.
    timeout: 20_000,
  });
}

/**
 * Moves the pointer onto an invisible spot in the frame's top-left corner (the bottom-right one
 * can lie outside a scaled-down frame). The test page is shared by every browser test file, and
 * the pointer stays where the last one left it: over a row or a tab of this picture, it would be
 * photographed hovered.
 */
async function restPointer(): Promise<void> {
  const rest = document.createElement('div');
  rest.style.cssText = 'position:fixed;left:0;top:0;width:4px;height:4px;opacity:0;z-index:2147483647';
  document.body.append(rest);
  try {
    await userEvent.hover(rest);
  } finally {
    rest.remove();
  }
}
