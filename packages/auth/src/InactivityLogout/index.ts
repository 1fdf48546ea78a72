export {
  type InactivityLogout,
  type InactivityLogoutOptions,
  useInactivityLogout,
} from './useInactivityLogout';
