export { type InactivityLogoutOptions, useInactivityLogout } from './useInactivityLogout';
