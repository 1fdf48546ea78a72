import { focusRing, layeredStyle, vars } from '../theme';

/** Shared by every labelled form control: TextField, Select, ComboBox, MultiSelect, DatePicker. */
export const field = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = layeredStyle({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  cursor: 'default',
});

export const description = layeredStyle({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const error = layeredStyle({
  fontSize: vars.font.size.sm,
  color: vars.color.error,
  fontWeight: vars.font.weight.medium,
});

export const footer = layeredStyle({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const counter = layeredStyle({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="full"]': { color: vars.color.text, fontWeight: vars.font.weight.medium },
    '&[data-state="over"]': { color: vars.color.error, fontWeight: vars.font.weight.medium },
  },
});

/** The box of a text input, a select trigger, a combobox group. */
export const control = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.control.heightMd,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    // Text inputs show the ring on any focus (the caret alone is easy to miss); buttons and
    // groups only for keyboard focus.
    '&[data-focus-visible], &[data-focus-within], &:is(input, textarea)[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.error, boxShadow: `inset 0 0 0 1px ${vars.color.error}` },
    '&[data-disabled]': {
      background: vars.color.surfaceSubtle,
      color: vars.color.textDisabled,
      borderColor: vars.color.surfaceHover,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const textArea = layeredStyle({
  paddingBlock: vars.space.sm,
  minHeight: '6rem',
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.normal,
});

/** An input inside a `control` group (ComboBox): the group draws the border. */
export const bareInput = layeredStyle({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: vars.control.minTarget,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const required = layeredStyle({
  color: vars.color.error,
  marginInlineStart: vars.space.xxs,
});
