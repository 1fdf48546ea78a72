import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import { createMemoryEditJournal } from '../documentSaver/editJournal';
import { storyLetter, storyProfile } from '../LetterHeader/letterHeaderStories';
import { editorLabels, footerMessages } from '../messages';
import { LetterView } from './LetterView';
import { letterServer } from './letterViewStories';

/** What the letter's text was when each region of the screen first rendered. */
const textAtFirstRender = new Map<string, { text: string; editable: boolean } | null>();
function noteFirstRender(region: string) {
  if (textAtFirstRender.has(region)) return;
  const text = document.querySelector(`[role="textbox"][aria-label="${editorLabels.editor}"]`);
  textAtFirstRender.set(
    region,
    text && { text: text.textContent ?? '', editable: text.getAttribute('aria-readonly') === 'false' },
  );
}

vi.mock('../LetterHeader', async (importOriginal) => {
  const original = await importOriginal<typeof import('../LetterHeader')>();
  return {
    ...original,
    LetterHeader: (props: Parameters<typeof original.LetterHeader>[0]) => {
      noteFirstRender('header');
      return original.LetterHeader(props);
    },
  };
});
vi.mock('../LetterFooter', async (importOriginal) => {
  const original = await importOriginal<typeof import('../LetterFooter')>();
  return {
    ...original,
    LetterFooter: (props: Parameters<typeof original.LetterFooter>[0]) => {
      noteFirstRender('footer');
      return original.LetterFooter(props);
    },
  };
});
vi.mock('@dictation/recorder', async (importOriginal) => {
  const original = await importOriginal<typeof import('@dictation/recorder')>();
  return {
    ...original,
    AudioPlayer: (props: Parameters<typeof original.AudioPlayer>[0]) => {
      noteFirstRender('player');
      return original.AudioPlayer(props);
    },
  };
});

afterEach(() => textAtFirstRender.clear());

it('shows the letter’s text, editable, before its header, its player and its footer render (issue 33)', async () => {
  const letter = { ...storyLetter, documentId: 31, audio: { audioSegment: { audioRecord: { id: 7 } } } };
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LetterView
        letterId={letter.id}
        api={letterServer({ letter })}
        profile={storyProfile}
        notify={() => {}}
        onLeave={() => {}}
        editJournal={createMemoryEditJournal()}
      />
    </SWRConfig>,
  );

  // Then the rest of the screen, as before.
  expect(await screen.findByRole('region', { name: 'Player' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('button', { name: footerMessages.complete })).toBeVisible());
  expect(screen.getByText(String(letter.id))).toBeVisible();

  const textShown = { text: expect.stringContaining('Dear Colleague,'), editable: true };
  expect(Object.fromEntries(textAtFirstRender)).toEqual({
    header: textShown,
    player: textShown,
    footer: textShown,
  });
});
