import { vars } from '../theme/contract.css';
import { layeredStyle } from '../theme/layeredStyle';
import { focusRing, visuallyHidden } from '../theme/styleHelpers';

/** Spec 000 section 9: the sidebar is 230 px wide when open. */
export const sidebarWidth = '230px';
/**
 * Below this window width the opened sidebar lies over the page instead of beside it: beside it,
 * the page would keep less than 320 px (230 + 320 = 550), the width WCAG 1.4.10 asks a page to
 * work at, and its content would push the page wider than the window (docs/architecture.md,
 * "Readable for everyone").
 */
export const sidebarOverlayQuery = '(max-width: 549px)';
const navIconSize = '1.25rem';
/** The header's height: the brand row over the sidebar and the page. */
const headerHeight = '56px';
/** Pages keep a readable width on wide screens (a table still gets 1600 px). */
const contentMaxWidth = '1600px';

export const shell = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: `${headerHeight} minmax(0, 1fr)`,
  gridTemplateAreas: '"header header" "side main"',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const header = layeredStyle({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const brand = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
});

export const mark = layeredStyle({ width: '32px', height: '32px', flexShrink: 0 });

export const headerEnd = layeredStyle({ marginInlineStart: 'auto' });

export const userName = layeredStyle({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' });

export const userRole = layeredStyle({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const sidebar = layeredStyle({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: sidebarWidth,
  padding: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-state="collapsed"]': { width: 'auto' } },
  '@media': {
    [sidebarOverlayQuery]: {
      selectors: {
        // Over the page: its column stays as wide as the collapsed sidebar (an entry's icon in its
        // padding, the sidebar's padding and 1 px border), so the page under it does not move.
        // The negative margin takes back the rest of its 230 px.
        '&[data-state="expanded"]': {
          marginInlineEnd: `calc(${navIconSize} + 2 * (${vars.space.md} + ${vars.space.sm}) + 1px - ${sidebarWidth})`,
          zIndex: vars.zIndex.drawer,
        },
      },
    },
  },
});

export const navList = layeredStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navItem = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.control.heightMd,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.selection, fontWeight: vars.font.weight.bold },
  },
});

export const navIcon = layeredStyle({ display: 'inline-flex', fontSize: navIconSize, flexShrink: 0 });

export const navLabel = layeredStyle({ whiteSpace: 'nowrap' });

export const hiddenLabel = layeredStyle(visuallyHidden);

export const main = layeredStyle({
  gridArea: 'main',
  minWidth: 0,
  width: '100%',
  maxWidth: contentMaxWidth,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const pageHeader = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pageTitleGroup = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const pageTitle = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const pageMeta = layeredStyle({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const pageActions = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
