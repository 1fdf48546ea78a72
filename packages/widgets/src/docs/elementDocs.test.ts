import { describe, expect, it } from 'vitest';
import { dictationElements } from '../defineDictationElements';
import { dictationEventTypes } from '../events';
import eventsSource from '../events.ts?raw';
import { elementDocs } from './elementDocs';
import { parseEventDocs } from './eventDocs';

describe("the widgets' reference (Storybook 'Widgets/Embedding')", () => {
  it('documents every element', () => {
    expect(elementDocs.map((doc) => doc.tag).sort()).toEqual(Object.keys(dictationElements).sort());
  });

  it('names every event some element dispatches', () => {
    const documented = new Set(elementDocs.flatMap((doc) => doc.events));
    expect([...documented].sort()).toEqual([...dictationEventTypes].sort());
  });

  it("reads each event's description and detail type from events.ts", () => {
    const events = parseEventDocs(eventsSource);
    expect(events.map((event) => event.type).sort()).toEqual([...dictationEventTypes].sort());
    expect(events.find((event) => event.type === 'dictation-letter-created')).toEqual({
      type: 'dictation-letter-created',
      description: '`<dictation-recorder>`: a job was created for the patient on screen.',
      detail: '{ letterId: number; audioKey: string }',
    });
    for (const event of events) {
      expect(event.description, event.type).not.toBe('');
      expect(event.detail, event.type).toMatch(/^\{ .+ \}$/);
    }
  });
});
