import { loadOverlayControls } from '../packages/ui/src/deferred/overlayControlsModule';

// The kit's menus, dialogs and lists load after a screen's first paint (packages/ui/src/deferred):
// a test meets them as a user does once the screen has settled, in place at its first render.
// Their stand-ins and their loading have tests of their own.
await loadOverlayControls();
