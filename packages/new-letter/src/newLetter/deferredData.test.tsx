import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDeferredData } from './deferredData';

/** What each render showed: the choice at once, the lists through `useDeferredData`. */
const shown: string[] = [];
/** Each lists object the hook gave. */
const seen = new Set<unknown>();

function Fields({ choice, lists }: { choice: string; lists: { priorities: string[] } }) {
  const deferred = useDeferredData(lists);
  seen.add(deferred);
  shown.push(`${choice} / ${deferred.priorities.join(',')}`);
  return null;
}

beforeEach(() => {
  shown.length = 0;
  seen.clear();
});

describe('useDeferredData (issue 33)', () => {
  it('renders new lists after the urgent render that brought them, which shows the choice at once', () => {
    const { rerender } = render(<Fields choice="Normal" lists={{ priorities: ['Normal'] }} />);
    act(() => rerender(<Fields choice="Urgent" lists={{ priorities: ['Normal', 'Urgent'] }} />));
    expect(shown).toEqual(['Normal / Normal', 'Urgent / Normal', 'Urgent / Normal,Urgent']);
  });

  it('keeps the same lists while their data is the same: no render of their own', () => {
    const { rerender } = render(<Fields choice="Normal" lists={{ priorities: ['Normal'] }} />);
    // The page rebuilds its props on each render: equal data, new objects.
    act(() => rerender(<Fields choice="Normal" lists={{ priorities: ['Normal'] }} />));
    act(() => rerender(<Fields choice="Urgent" lists={{ priorities: ['Normal'] }} />));
    expect(shown).toEqual(['Normal / Normal', 'Normal / Normal', 'Urgent / Normal']);
    expect(seen.size).toBe(1);
  });
});
