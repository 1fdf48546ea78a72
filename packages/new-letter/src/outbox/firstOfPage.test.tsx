import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstOfPage } from './firstOfPage';

function Outbox({ name }: { name: string }) {
  return useFirstOfPage() ? <p>{name} is the page's</p> : null;
}

afterEach(cleanup);

describe('useFirstOfPage', () => {
  it('gives the page one outbox, the first mounted, and the next when it goes', () => {
    const first = render(<Outbox name="left" />);
    const second = render(<Outbox name="right" />);
    expect(screen.getAllByText(/is the page's/).map((shown) => shown.textContent)).toEqual([
      "left is the page's",
    ]);
    act(() => first.unmount());
    expect(screen.getAllByText(/is the page's/).map((shown) => shown.textContent)).toEqual([
      "right is the page's",
    ]);
    second.unmount();
  });
});
