export type { Notice, NoticeAction, NoticeKind, Notify } from './notify';
export { noticeDurations } from './notify';
