// Climbs out of feature a into feature b's insides with `../`, from four folders down.
import { inner } from '../../../../../b/deep/er/inner';

export const deepRelative = inner;
