import { layeredStyle, vars } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const item = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const term = layeredStyle({ fontWeight: vars.font.weight.medium });

export const value = layeredStyle({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** A dot whose colour follows the state; the state is also written out, colour is not the only cue. */
export const dot = layeredStyle({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  selectors: {
    '[data-state="connected"] > &, [data-state="available"] > &': { background: vars.color.success },
    '[data-state="connectionError"] > &, [data-state="pedalError"] > &': { background: vars.color.error },
    '[data-state="closed"] > &, [data-state="reconnecting"] > &, [data-state="searching"] > &, [data-state="pairingRequired"] > &':
      {
        background: vars.color.warning,
      },
  },
});
