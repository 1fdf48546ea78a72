export type { HelperSim, HelperSimOptions } from './startHelperSim';
export { startHelperSim } from './startHelperSim';
