/** The brands this package ships; the first is the default. */
export const brandNames = ['clinical', 'evergreen'] as const;

export type BrandName = (typeof brandNames)[number];

/** Narrows any string (a story global, an attribute) to a brand, falling back to the default. */
export function toBrandName(value: unknown): BrandName {
  return brandNames.find((name) => name === value) ?? brandNames[0];
}
