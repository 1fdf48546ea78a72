import { vars } from '../theme/contract.css';
import { layeredStyle } from '../theme/layeredStyle';

/** The Design/Tokens tables: one row per token, both brands side by side. */
export const tokenTable = layeredStyle({
  borderCollapse: 'collapse',
  width: '100%',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const tokenCell = layeredStyle({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const tokenCaption = layeredStyle({
  textAlign: 'start',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.sm,
});

/** The brand's value shown: a colour chip, a bar as wide as a space, a box with the radius. */
export const sample = layeredStyle({
  display: 'inline-block',
  inlineSize: '2.5rem',
  blockSize: '1.5rem',
  marginInlineEnd: vars.space.sm,
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
});
