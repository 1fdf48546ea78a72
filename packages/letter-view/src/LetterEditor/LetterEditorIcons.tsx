import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The list buttons' icons, drawn like `@dictation/ui`'s (24-unit stroke paths, aria-hidden: the
 * button is named, not the icon). A glyph such as "1." would be visible text missing from the
 * button's name (axe: label-content-name-mismatch).
 */
function ListIcon({ marks, ...props }: IconProps & { marks: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={`M10 6h10M10 12h10M10 18h10${marks}`} />
    </svg>
  );
}

export const BulletListIcon = (props: IconProps) => (
  <ListIcon marks="M4.5 6h.01M4.5 12h.01M4.5 18h.01" {...props} />
);
export const NumberedListIcon = (props: IconProps) => (
  <ListIcon
    marks="M4 4.5l1.5-1v5M3.5 10.5h2.5l-2.5 3h2.5M3.5 16h2.5l-1.5 1.5a1.25 1.25 0 1 1-1 2"
    {...props}
  />
);
