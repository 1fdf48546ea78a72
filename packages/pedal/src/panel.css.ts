import { vars } from '@dictation/ui/theme';

/** The framed box of the pedal settings' panels (the live test, pairing the desktop app). */
export const panelBox = {
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
};

/** A panel's title. */
export const panelTitle = {
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
};
