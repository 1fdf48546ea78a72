export { InactivityWarning, type InactivityWarningProps } from './InactivityWarning';
