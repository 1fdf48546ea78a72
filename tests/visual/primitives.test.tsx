/**
 * Visual regression of the UI primitives: a few composed stories per brand, compared with the
 * reference screenshots in `__screenshots__/` (Vitest browser mode, `toMatchScreenshot`). Kept to
 * a dozen images so it stays fast; behaviour is tested by the stories themselves.
 */
import { type BrandName, brandNames, ThemeProvider } from '@dictation/ui';
import { composeStories } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import * as buttonStories from '../../packages/ui/src/Button/Button.stories';
import * as checkboxStories from '../../packages/ui/src/Checkbox/Checkbox.stories';
import * as datePickerStories from '../../packages/ui/src/DatePicker/DatePicker.stories';
import * as paginationStories from '../../packages/ui/src/Pagination/Pagination.stories';
import * as selectStories from '../../packages/ui/src/Select/Select.stories';
import * as switchStories from '../../packages/ui/src/Switch/Switch.stories';
import * as tableStories from '../../packages/ui/src/Table/Table.stories';
import * as tabsStories from '../../packages/ui/src/Tabs/Tabs.stories';
import * as textFieldStories from '../../packages/ui/src/TextField/TextField.stories';
import { createPictureHost, expectPicture, renderInHost } from './pictureHost';

const Button = composeStories(buttonStories);
const Checkbox = composeStories(checkboxStories);
const DatePicker = composeStories(datePickerStories);
const Pagination = composeStories(paginationStories);
const Select = composeStories(selectStories);
const Switch = composeStories(switchStories);
const Table = composeStories(tableStories);
const Tabs = composeStories(tabsStories);
const TextField = composeStories(textFieldStories);

const stack = { display: 'flex', flexDirection: 'column', gap: 16 } as const;

/** One screenshot per entry and brand: 6 x 2 = 12 images. */
const scenes: Record<string, () => ReactNode> = {
  buttons: () => (
    <div style={stack}>
      <Button.Variants />
      <Button.Disabled />
    </div>
  ),
  'text-fields': () => (
    <div style={stack}>
      <TextField.Invalid />
      <TextField.CounterAtLimit />
      <TextField.Disabled />
    </div>
  ),
  pickers: () => (
    <div style={stack}>
      <Select.Selected />
      <DatePicker.WithValue />
    </div>
  ),
  toggles: () => (
    <div style={stack}>
      <Checkbox.Selected />
      <Checkbox.Indeterminate />
      <Switch.On />
      <Switch.Off />
    </div>
  ),
  navigation: () => (
    <div style={stack}>
      <Tabs.Vertical />
      <Pagination.MiddlePage />
    </div>
  ),
  table: () => <Table.Selectable />,
};

// A textarea's resize grip is drawn by the browser itself and changes between Chromium builds
// (12 pixels moved from one Debian release to the next); it is not ours to compare.
const noResizeGrip = document.createElement('style');
noResizeGrip.textContent = 'textarea { resize: none; }';
document.head.append(noResizeGrip);

async function renderScene(brand: BrandName, scene: () => ReactNode) {
  // Narrower than the test iframe's default viewport (414 px), so nothing is clipped.
  const host = createPictureHost('width: 380px; padding: 16px; background: #ffffff;');
  renderInHost(<ThemeProvider brand={brand}>{scene()}</ThemeProvider>);
  // The first paint of every story must settle before the picture.
  await expect.poll(() => host.querySelector('[data-brand]')?.childElementCount ?? 0).toBeGreaterThan(0);
  return host;
}

describe.each(brandNames)('%s brand', (brand) => {
  it.each(Object.keys(scenes))('%s', async (name) => {
    await expectPicture(await renderScene(brand, scenes[name]!), `${name}-${brand}`);
  });
});
