import { describe, expect, it, vi } from 'vitest';
import { createUnsentWorkRegistry } from './unsentWork';

describe('unsent work registry', () => {
  it('lists what every source holds, in order, until a source is removed', () => {
    const registry = createUnsentWorkRegistry();
    const removeAudio = registry.add({
      unsent: () => [{ kind: 'audio', letterId: 7, ms: 4200, recording: false }],
      sendNow: () => {},
    });
    registry.add({ unsent: () => [{ kind: 'letterText', letterId: 9 }], sendNow: () => {} });
    expect(registry.unsent()).toEqual([
      { kind: 'audio', letterId: 7, ms: 4200, recording: false },
      { kind: 'letterText', letterId: 9 },
    ]);
    removeAudio();
    expect(registry.unsent()).toEqual([{ kind: 'letterText', letterId: 9 }]);
  });

  it('asks every source to send now', () => {
    const registry = createUnsentWorkRegistry();
    const first = vi.fn();
    const second = vi.fn();
    registry.add({ unsent: () => [], sendNow: first });
    registry.add({ unsent: () => [], sendNow: second });
    registry.sendNow();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });
});
