import type { ReactNode } from 'react';
import { opened, useDeferredModule } from '../deferred/deferredModule';
import { drawerControl } from '../deferred/overlayControlsModule';

export const drawerPlacements = ['bottom', 'start', 'end'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export interface DrawerProps {
  /** The heading, also the accessible name. */
  title: string;
  /**
   * The content; a function receives `close`.
   * @default undefined
   */
  children?: ReactNode | ((options: { close: () => void }) => ReactNode);
  /**
   * Which edge it slides from: `bottom` (mobile sheets), `start` or `end` (side panels).
   * @default 'end'
   */
  placement?: DrawerPlacement;
  /**
   * Whether it is open (controlled). Leave undefined inside a `DialogTrigger`.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Initially open (uncontrolled).
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called when it opens or closes (close button, Escape, backdrop click).
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A modal panel sliding from an edge; Escape or a backdrop click closes it, focus returns. Its
 * code comes after the screen's first paint (`overlayControls`); one opened before then asks for
 * it at once (`opened`) and shows once it is in.
 */
export function Drawer(props: DrawerProps) {
  const controls = useDeferredModule(drawerControl, opened(props));
  return controls ? <controls.DrawerControl {...props} /> : null;
}
