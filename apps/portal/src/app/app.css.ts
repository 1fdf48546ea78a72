import { layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

// The portal is the whole page: no browser margin framing every screen in white.
layeredGlobalStyle('body', { margin: 0 });

export const failure = layeredStyle({
  margin: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.errorSoft,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
});

export const publicPage = layeredStyle({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.surfaceSubtle,
  fontFamily: vars.font.family.body,
});
