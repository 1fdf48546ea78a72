import { layeredStyle, vars } from '../theme';

export const tooltip = layeredStyle({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '18rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.tooltip,
  color: vars.color.onTooltip,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&[data-entering]': { opacity: 0 } },
});
