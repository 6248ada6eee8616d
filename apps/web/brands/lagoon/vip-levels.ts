import { STANDARD_VIP_LEVELS } from '../../src/config/standard-vip-levels';

/** The standard five levels, Bronze to Diamond. */
export default STANDARD_VIP_LEVELS;
