import { layeredStyle, vars } from '@dictation/ui/theme';
import { panelBox, panelTitle } from '../panel.css';

export const root = layeredStyle(panelBox);

export const title = layeredStyle(panelTitle);

export const hint = layeredStyle({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const pedals = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pedal = layeredStyle({
  minWidth: '5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-state="pressed"]': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const pedalState = layeredStyle({ display: 'block', fontSize: vars.font.size.xs });

export const last = layeredStyle({ margin: 0, minHeight: '1.5em', fontSize: vars.font.size.sm });
