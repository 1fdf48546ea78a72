import { describe, expect, it } from 'vitest';
import { outboxSummary } from './outboxSummary';

describe('outboxSummary', () => {
  it('counts what is not sent yet, one or many, and says when all went', () => {
    expect(outboxSummary(['waiting'])).toBe('1 letter waiting to be sent.');
    expect(outboxSummary(['sending', 'waiting', 'sent'])).toBe('2 letters waiting to be sent.');
    expect(outboxSummary(['sent', 'sent'])).toBe('All letters sent.');
  });

  it('tells how many the server refused', () => {
    expect(outboxSummary(['refused', 'waiting'])).toBe('2 letters waiting to be sent. 1 was not accepted.');
    expect(outboxSummary(['refused', 'refused'])).toBe('2 letters waiting to be sent. 2 were not accepted.');
  });
});
