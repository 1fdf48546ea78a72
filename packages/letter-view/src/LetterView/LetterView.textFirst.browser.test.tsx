import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryEditJournal } from '../documentSaver/editJournal';
import { storyLetter, storyProfile } from '../LetterHeader/letterHeaderStories';
import { editorLabels, footerMessages, headerMessages } from '../messages';
import { LetterView } from './LetterView';
import { letterServer } from './letterViewStories';

/** What the letter's text was when each region of the screen first rendered. */
const textAtFirstRender = new Map<string, { text: string; editable: boolean; shown: boolean } | null>();
function noteFirstRender(region: string) {
  if (textAtFirstRender.has(region)) return;
  const text = document.querySelector(`[role="textbox"][aria-label="${editorLabels.editor}"]`);
  textAtFirstRender.set(
    region,
    text && {
      text: text.textContent ?? '',
      editable: text.getAttribute('aria-readonly') === 'false',
      shown: text.checkVisibility({ visibilityProperty: true }),
    },
  );
}

/** `component`, noting the letter's text as it first renders as the screen's `region`. */
function noting<Props>(region: string, component: (props: Props) => ReactNode) {
  return (props: Props) => {
    noteFirstRender(region);
    return component(props);
  };
}

vi.mock('../LetterHeader', async (importOriginal) => {
  const original = await importOriginal<typeof import('../LetterHeader')>();
  return { ...original, LetterHeader: noting('header', original.LetterHeader) };
});
vi.mock('../LetterFooter', async (importOriginal) => {
  const original = await importOriginal<typeof import('../LetterFooter')>();
  return { ...original, LetterFooter: noting('footer', original.LetterFooter) };
});
vi.mock('@dictation/recorder', async (importOriginal) => {
  const original = await importOriginal<typeof import('@dictation/recorder')>();
  return { ...original, AudioPlayer: noting('player', original.AudioPlayer) };
});

afterEach(() => {
  cleanup();
  textAtFirstRender.clear();
});

const letter = { ...storyLetter, documentId: 31, audio: { audioSegment: { audioRecord: { id: 7 } } } };

/** The letter screen in a host's column this wide, once its header, player and footer are in. */
async function openScreen(width: number) {
  render(
    <div style={{ width }}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <LetterView
          letterId={letter.id}
          api={letterServer({ letter })}
          profile={storyProfile}
          notify={() => {}}
          onLeave={() => {}}
          editJournal={createMemoryEditJournal()}
        />
      </SWRConfig>
    </div>,
  );
  expect(await screen.findByRole('region', { name: 'Player' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('button', { name: footerMessages.complete })).toBeVisible());
  expect(screen.getByRole('region', { name: headerMessages.region })).toHaveTextContent(String(letter.id));
  return {
    text: screen.getByRole('textbox', { name: editorLabels.editor }).getBoundingClientRect(),
    header: screen.getByRole('region', { name: headerMessages.region }).getBoundingClientRect(),
  };
}

describe('the letter screen’s first render (issue 33)', () => {
  it('shows the text, editable, before its header, its player and its footer render, side by side', async () => {
    const { text, header } = await openScreen(1100);
    const textShown = { text: expect.stringContaining('Dear Colleague,'), editable: true, shown: true };
    expect(Object.fromEntries(textAtFirstRender)).toEqual({
      header: textShown,
      player: textShown,
      footer: textShown,
    });
    // Beside the header: nothing that came after the text moved it.
    expect(text.left).toBeGreaterThanOrEqual(header.right);
  });

  it('in one column, where the header and the player come above the text, keeps the text hidden until they are in', async () => {
    const { text, header } = await openScreen(700);
    const textHidden = { text: expect.stringContaining('Dear Colleague,'), editable: true, shown: false };
    expect(Object.fromEntries(textAtFirstRender)).toEqual({
      header: textHidden,
      player: textHidden,
      footer: textHidden,
    });
    expect(text.top).toBeGreaterThanOrEqual(header.bottom);
    expect(screen.getByRole('textbox', { name: editorLabels.editor })).toBeVisible();
  });
});
