export {
  activityEvents,
  defaultInactivityTimeoutSeconds,
  type InactivityLogoutOptions,
  useInactivityLogout,
} from './useInactivityLogout';
