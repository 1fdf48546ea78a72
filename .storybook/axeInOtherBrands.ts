import { type BrandName, brandClassNames, brandNames } from '@dictation/ui/theme';
import { afterEach as checkWithAxe } from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';

/**
 * A brand is its theme class (CSS variables only: `brandThemeStyle`), so a story's behaviour is
 * the same in each. Its play function runs once, in the story's brand; then axe checks the page
 * as the play function left it in every other brand too, with the brand's class swapped on each
 * element that had the story's (the ThemeProvider's wrapper and the overlays it portals). Running
 * the whole story again per brand tested the same behaviour twice for a third of `npm test`.
 */
export async function axeInOtherBrands(context: StoryContext, storyBrand: BrandName): Promise<void> {
  for (const brand of brandNames) {
    if (brand === storyBrand) continue;
    const undo = showIn(storyBrand, brand);
    try {
      await checkWithAxe(context);
    } catch (error) {
      throw new Error(`axe, in the ${brand} brand: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    } finally {
      undo();
    }
  }
}

/** Swaps one brand's class for another's, without transitions (axe reads the colours at once). */
function showIn(from: BrandName, to: BrandName): () => void {
  const [fromClass, toClass] = [brandClassNames[from], brandClassNames[to]];
  const themed = [...document.querySelectorAll<HTMLElement>(`.${fromClass}`)];
  const stillness = document.head.appendChild(document.createElement('style'));
  stillness.textContent = '*, *::before, *::after { transition: none !important; }';
  const swap = (out: string, into: BrandName, intoClass: string) => {
    for (const element of themed) {
      element.classList.replace(out, intoClass);
      if (element.dataset.brand) element.dataset.brand = into;
    }
  };
  swap(fromClass, to, toClass);
  return () => {
    swap(toClass, from, fromClass);
    stillness.remove();
  };
}
