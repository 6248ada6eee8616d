export { type Gender, GenderSwitch, type GenderSwitchProps, genderValues } from './GenderSwitch';
