import { layeredStyle, vars } from '@dictation/ui/theme';
import { panelBox, panelTitle } from '../panel.css';

export const root = layeredStyle({ ...panelBox, justifyItems: 'start' });

export const title = layeredStyle(panelTitle);

export const text = layeredStyle({ margin: 0, fontSize: vars.font.size.sm });

export const failure = layeredStyle({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.error });

export const codeForm = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
