import { layeredGlobalStyle, layeredStyle, vars, visuallyHidden } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'grid',
  // One column as wide as the panel: an `auto` column grows to its widest row's content, past a
  // 320 CSS px screen (WCAG 1.4.10 reflow, issue 31).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  selectors: {
    '&[data-density="compact"]': { gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm}` },
  },
});

export const row = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

const compactRow = `${row}[data-density="compact"]`;

/**
 * The speed select; in the compact row its label sits beside its button, set as the letter
 * header's field names are (small, regular weight), so the row fits 660 px.
 */
export const speed = layeredStyle({
  selectors: {
    [`${compactRow} > &`]: {
      display: 'grid',
      gridTemplateColumns: 'auto 5.5rem',
      alignItems: 'center',
      columnGap: vars.space.xs,
      whiteSpace: 'nowrap',
    },
  },
});
layeredGlobalStyle(`${compactRow} > ${speed} > :first-child`, {
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const recordButton = layeredStyle({});
layeredGlobalStyle(`${root}[data-state="recording"] ${recordButton}`, {
  outline: `2px solid ${vars.color.error}`,
});

export const waveform = layeredStyle({
  display: 'block',
  width: '100%',
  height: '72px',
  background: vars.color.surfaceSubtle,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
});

export const slider = layeredStyle({
  flex: '1 1 200px',
  display: 'flex',
  alignItems: 'center',
  minWidth: '160px',
  selectors: { [`${compactRow} > &`]: { flexBasis: '96px', minWidth: '96px' } },
});

export const sliderTrack = layeredStyle({
  position: 'relative',
  width: '100%',
  height: '24px',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '4px',
      transform: 'translateY(-50%)',
      background: vars.color.border,
      borderRadius: vars.radius.full,
    },
  },
});

export const sliderThumb = layeredStyle({
  top: '50%',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  border: `2px solid ${vars.color.surface}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const meter = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: '120px',
  fontSize: vars.font.size.sm,
});

export const meterTrack = layeredStyle({
  height: '8px',
  background: vars.color.surfaceSubtle,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const meterFill = layeredStyle({
  height: '100%',
  background: vars.color.success,
});

export const clock = layeredStyle({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  selectors: { [`${compactRow} > &`]: { fontSize: vars.font.size.xs } },
});

export const muted = layeredStyle({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const announcedOnly = layeredStyle(visuallyHidden);

/** The compact player's status line: its items join the controls' row. */
export const statusInRow = layeredStyle({ display: 'contents' });

export const failure = layeredStyle({
  color: vars.color.error,
});
