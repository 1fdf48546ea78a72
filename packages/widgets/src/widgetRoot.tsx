import { ThemeProvider } from '@dictation/ui';
import type { BrandName } from '@dictation/ui/theme';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { WidgetFrame, type WidgetFrameProps } from './WidgetFrame';
import * as styles from './widgets.css';

/** What an element draws into its shadow root, with React. */
export interface WidgetRoot {
  /** The element's body in the frame every element shares (WidgetFrame). */
  render<Props extends object>(
    frame: Omit<WidgetFrameProps, 'children'>,
    Body: ComponentType<Props>,
    props: Props,
  ): void;
  /** Only a message, in the brand: the element does not start (an API origin the page refuses). */
  refuse(brand: BrandName, message: string): void;
  unmount(): void;
}

/**
 * The React side of DictationWidgetElement, a module the element imports as it connects (issue 33):
 * the elements are defined, and the page's token refresh and a recorder's reads are sent, while
 * React and the kit's components still download and run.
 */
export function createWidgetRoot(mount: HTMLElement): WidgetRoot {
  const root = createRoot(mount);
  return {
    render(frame, Body, props) {
      root.render(
        <WidgetFrame {...frame}>
          <Body {...props} />
        </WidgetFrame>,
      );
    },
    refuse(brand, message) {
      root.render(
        <ThemeProvider brand={brand} brandClassName="" className={styles.widgetRoot}>
          <p role="alert" className={styles.placeholder}>
            {message}
          </p>
        </ThemeProvider>,
      );
    },
    unmount: () => root.unmount(),
  };
}
