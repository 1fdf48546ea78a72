import type { DictationEventType } from '../events';

/** One event as `events.ts` declares it: its JSDoc and the type of its `detail`. */
export interface EventDoc {
  type: DictationEventType;
  /** The JSDoc above the event in `DictationEventDetails`, one line. */
  description: string;
  /** The TypeScript type of `event.detail`, as written there. */
  detail: string;
}

// `/** text */ 'dictation-x': { ... };` inside `interface DictationEventDetails { ... }`.
const eventDeclaration = /\/\*\*([\s\S]*?)\*\/\s*'(dictation-[a-z-]+)':\s*(\{[^}]*\});/g;

/**
 * The events' reference, read from the source of `events.ts` (its `?raw` text), so the docs are
 * the types themselves: a new event or a changed `detail` shows in Storybook without a second copy.
 */
export function parseEventDocs(eventsSource: string): EventDoc[] {
  const start = eventsSource.indexOf('interface DictationEventDetails');
  const body = eventsSource.slice(start, eventsSource.indexOf('\n}', start));
  return [...body.matchAll(eventDeclaration)].map(([, comment = '', type, detail = '']) => ({
    type: type as DictationEventType,
    description: comment
      .replace(/^\s*\*\s?/gm, '')
      .replace(/\s+/g, ' ')
      .trim(),
    detail: detail.replace(/\s+/g, ' '),
  }));
}
