import { type BrandName, brandNames, ThemeProvider, ToastRegion } from '@dictation/ui';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { loadDeferredCode } from '../config/loadDeferredCode';
import { axeInOtherBrands } from './axeInOtherBrands';

// Stories wait for MSW answers and React Aria's transitions; CI runs the stories beside the browser
// tests on two cores, so the default one-second budget of findBy/waitFor is too short to be a fair
// signal.
configure({ asyncUtilTimeout: 10_000 });

const initialBrand: BrandName = 'clinical';
const brandOf = (context: Pick<StoryContext, 'globals'>) =>
  brandNames.find((name) => name === context.globals.brand) ?? initialBrand;

// Every story gets the brand's ThemeProvider and a ToastRegion, so `useToasts()` works anywhere.
const withTheme: Decorator = (Story, context) => {
  const brand = brandOf(context);
  return (
    <ThemeProvider brand={brand}>
      <ToastRegion>
        <Story />
      </ToastRegion>
    </ThemeProvider>
  );
};

const preview: Preview = {
  // The kit's menus, dialogs and lists load after a screen's first paint: a story shows them as
  // a user meets them once the screen has settled.
  loaders: [mswLoader(), loadDeferredCode],
  decorators: [withTheme],
  // A story's first Tab starts from the story itself: whatever the story before it left focused
  // (story files share one page) and whether or not the window has the focus, Tab from the canvas
  // reaches the story's first control, as a keyboard user arriving at it would. Stories composed
  // outside Storybook (the screenshot tests) have no canvas until they render, and need none.
  beforeEach: ({ canvasElement }) => {
    if (!canvasElement) return;
    canvasElement.tabIndex = -1;
    canvasElement.focus({ preventScroll: true });
    return () => canvasElement.removeAttribute('tabindex');
  },
  // As a test (Vitest sets VITEST_STORYBOOK), axe checks the story in the other brands as well,
  // after the a11y addon's check in the story's brand. Not in Storybook itself: the brand's toolbar
  // is there for that, and a swap would flash in the canvas.
  afterEach: async (context) => {
    if (import.meta.env.VITEST_STORYBOOK === undefined) return;
    await axeInOtherBrands(context, brandOf(context));
  },
  globalTypes: {
    brand: {
      description: 'Brand (theme) of every story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: initialBrand },
  parameters: {
    a11y: {
      test: 'error',
      // React Aria's live announcer keeps an announcement for seconds after a pending button has
      // gone (it names the button by id), which axe reports as an unnamed image: its own hidden
      // region, not the story's, so it is left out. Everything else on the page is checked.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
      // Every rule still runs; only the violations are listed in full. The full list of passing
      // nodes made 8 MB of report per story file, carried from the browser to Vitest for nothing.
      options: { resultTypes: ['violations'] },
    },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        // Issue 19: the portal's screens are drawn for a hospital desktop and a tablet.
        hospitalDesktop: {
          name: 'Hospital desktop',
          styles: { width: '1366px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
