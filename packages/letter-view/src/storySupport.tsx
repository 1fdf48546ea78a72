/**
 * Shared by the letter view's stories (not exported): the overlay opened from a button, a fresh
 * SWR cache per story, and fake reads that answer, fail first or never answer.
 */
import { Button } from '@dictation/ui';
import type { Decorator } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { fn } from 'storybook/test';
import { SWRConfig } from 'swr';

/** Each story gets its own SWR cache, so stories never see each other's answers. */
export const ownSwrCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);

/**
 * The overlay behind a button named `label` (the footer's item it is opened from), open at first
 * as `args.isOpen` says: closing it gives the focus back to the button, as on the letter screen.
 */
export function openedFrom<P extends { isOpen: boolean; onClose: () => void }>(
  label: string,
  Overlay: ComponentType<P>,
) {
  return function OpenedFromButton(args: P) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {label}
        </Button>
        <Overlay
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  };
}

/** How a fake read answers: at once, never, or after failing a number of times. */
export type StoryRead<T> = { answers: T } | 'hangs' | { fails: number; thenAnswers: T };

/** A spy for a read of the API client that answers as `outcome` says, failing with `failure()`. */
export function storyRead<T>(outcome: StoryRead<T>, failure: () => Error) {
  let failures = typeof outcome === 'object' && 'fails' in outcome ? outcome.fails : 0;
  return fn(async (..._args: unknown[]): Promise<T> => {
    if (outcome === 'hangs') return new Promise<never>(() => {});
    if (failures > 0) {
      failures -= 1;
      throw failure();
    }
    return 'answers' in outcome ? outcome.answers : outcome.thenAnswers;
  });
}
