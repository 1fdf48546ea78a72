export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { type ThemeContextValue, useTheme } from './themeContext';
