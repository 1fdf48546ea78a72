import { expect, waitFor, within } from 'storybook/test';

/**
 * What a stand-in pressed before its code is in shows (issue 33): its name as before, and in its
 * chevron's place a spinner named 'Loading', which shows once the wait is long enough to notice.
 */
export async function expectWaiting(standIn: HTMLElement, name: string): Promise<void> {
  await expect(standIn).toHaveAccessibleName(name);
  const spinner = within(standIn).getByRole('progressbar', { name: 'Loading' });
  await waitFor(() => expect(getComputedStyle(spinner).opacity).toBe('1'));
  await expect(standIn.querySelector('svg:not([role="progressbar"] svg)')).toBeNull();
}
