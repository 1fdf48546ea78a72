/** Where the build puts each brand's manifest and icon (brandManifests.ts), as the page links them. */
export const manifestFileOf = (brand: string) => `manifest-${brand}.webmanifest`;
export const iconFileOf = (brand: string) => `icon-${brand}.svg`;
