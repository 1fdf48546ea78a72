export {
  createReturnPathStore,
  type ReturnPathStorage,
  type ReturnPathStore,
  returnPathKey,
} from './returnPathStore';
export { SessionGuard, type SessionGuardProps } from './SessionGuard';
