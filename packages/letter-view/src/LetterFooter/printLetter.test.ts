import { afterEach, describe, expect, it, vi } from 'vitest';
import { printLetter } from './printLetter';

afterEach(() => {
  document.body.innerHTML = '';
});

const printFrame = () => document.querySelector<HTMLIFrameElement>('iframe[data-letter-print]');

describe('printLetter', () => {
  it('prints the letter alone in its own frame, in Arial 12 pt on a 680 px page', () => {
    document.body.innerHTML = '<nav>App menu</nav>';
    const print = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get');
    const printed: string[] = [];
    print.mockImplementation(function (this: HTMLIFrameElement) {
      const view = this.contentDocument?.defaultView ?? null;
      if (view) view.print = () => printed.push(this.contentDocument?.body.innerHTML ?? '');
      return view as unknown as Window;
    });
    printLetter('<p>Dear Colleague,</p>', 'Letter #4711');
    print.mockRestore();

    expect(printed).toEqual(['<p>Dear Colleague,</p>']);
    const page = printFrame()?.contentDocument;
    expect(page?.title).toBe('Letter #4711');
    expect(page?.body.textContent).not.toContain('App menu');
    const styles = page?.head.textContent ?? '';
    expect(styles).toContain('max-width: 680px');
    expect(styles).toContain('font-family: Arial');
    expect(styles).toContain('font-size: 12pt');
  });

  it('keeps one print frame: printing again replaces the last one', () => {
    const print = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get');
    print.mockImplementation(function (this: HTMLIFrameElement) {
      const view = this.contentDocument?.defaultView ?? null;
      if (view) view.print = () => {};
      return view as unknown as Window;
    });
    printLetter('<p>One</p>', 'Letter #1');
    printLetter('<p>Two</p>', 'Letter #1');
    print.mockRestore();
    const frames = document.querySelectorAll('iframe[data-letter-print]');
    expect(frames).toHaveLength(1);
    expect(printFrame()?.contentDocument?.body.innerHTML).toBe('<p>Two</p>');
  });
});
