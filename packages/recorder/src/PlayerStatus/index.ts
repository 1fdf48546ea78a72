export { PlayerStatusLine, type PlayerStatusLineProps } from './PlayerStatusLine';
export { PlayerStatusNotice, type PlayerStatusNoticeProps } from './PlayerStatusNotice';
export { type PlayerActivity, playerStatusText } from './playerStatusText';
