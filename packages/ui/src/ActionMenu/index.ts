export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './ActionMenu';
export { MenuButtonStandIn, type MenuButtonStandInProps } from './MenuButtonStandIn';
