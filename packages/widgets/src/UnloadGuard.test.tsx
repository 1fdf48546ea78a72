import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnloadGuard } from './UnloadGuard';

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnloadGuard', () => {
  it('holds the page back while the job asks, and lets it go once it does not', () => {
    let open = true;
    const { unmount } = render(<UnloadGuard asks={() => open} />);
    expect(unload()).toBe(true);
    open = false;
    expect(unload()).toBe(false);
    open = true;
    unmount();
    expect(unload()).toBe(false);
  });
});
