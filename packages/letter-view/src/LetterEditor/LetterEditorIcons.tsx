import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The toolbar's icons, drawn like `@dictation/ui`'s (24-unit stroke paths, aria-hidden: the
 * button is named, not the icon). A glyph such as "1." or "x²" would be visible text missing from
 * the button's name (axe: label-content-name-mismatch).
 */
function StrokeIcon({ path, ...props }: IconProps & { path: string }) {
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
      <path d={path} />
    </svg>
  );
}

const icon = (path: string) => (props: IconProps) => <StrokeIcon path={path} {...props} />;

/** Three lines of text with what marks them on the left (a list's bullets or numbers). */
const listLines = 'M10 6h10M10 12h10M10 18h10';
/** The cross of "x²", with the small figure placed by each icon. */
const letterX = 'M4 7l8 10M12 7l-8 10';
const smallTwo = (top: number) => `M15 ${top + 1}a1.6 1.6 0 1 1 2.8 1.1L15 ${top + 5}h3.5`;

export const BulletListIcon = icon(`${listLines}M4.5 6h.01M4.5 12h.01M4.5 18h.01`);
export const NumberedListIcon = icon(
  `${listLines}M4 4.5l1.5-1v5M3.5 10.5h2.5l-2.5 3h2.5M3.5 16h2.5l-1.5 1.5a1.25 1.25 0 1 1-1 2`,
);
export const SubscriptIcon = icon(`${letterX}${smallTwo(15)}`);
export const SuperscriptIcon = icon(`${letterX}${smallTwo(2)}`);
export const AlignLeftIcon = icon('M4 6h16M4 10h10M4 14h16M4 18h10');
export const AlignCenterIcon = icon('M4 6h16M7 10h10M4 14h16M7 18h10');
export const AlignRightIcon = icon('M4 6h16M10 10h10M4 14h16M10 18h10');
export const AlignJustifyIcon = icon('M4 6h16M4 10h16M4 14h16M4 18h16');
export const IndentIcon = icon('M11 6h9M11 10h9M11 14h9M4 18h16M4 8l3 2-3 2');
export const OutdentIcon = icon('M11 6h9M11 10h9M11 14h9M4 18h16M7 8l-3 2 3 2');
export const LinkIcon = icon(
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
);
export const HorizontalRuleIcon = icon('M3 12h18M7 7h10M7 17h10');
export const TableIcon = icon('M4 5h16v14H4zM4 10h16M4 15h16M10 5v14');
export const ClearFormattingIcon = icon('M5 5h11M10.5 5L8 14M14 15l5 5M19 15l-5 5');
export const UndoIcon = icon('M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11');
export const RedoIcon = icon('M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13');
export const KeyboardIcon = icon('M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10');

/** "A" over a bar in the text's colour (the text's own colour where it has none: Automatic). */
export function TextColourIcon({ colour, ...props }: IconProps & { colour: string | null }) {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M7 15l5-11 5 11M9 11h6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="4" y="18" width="16" height="4" rx="1" fill={colour ?? 'currentColor'} />
    </svg>
  );
}
