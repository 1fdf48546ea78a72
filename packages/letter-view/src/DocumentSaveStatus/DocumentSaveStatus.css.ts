import { layeredStyle, vars } from '@dictation/ui/theme';

export const status = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="offline"], &[data-state="retrying"]': { color: vars.color.warning },
    '&[data-state="conflict"]': { color: vars.color.error, fontWeight: vars.font.weight.medium },
  },
});
