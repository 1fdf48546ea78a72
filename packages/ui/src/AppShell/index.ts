export { AppShell, type AppShellProps, type AppShellUser, narrowViewportQuery } from './AppShell';
export { BrandMark, type BrandMarkProps } from './BrandMark';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { SideNav, type SideNavItem, type SideNavProps } from './SideNav';
