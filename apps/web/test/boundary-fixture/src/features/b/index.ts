export { inner } from './deep/er/inner';
