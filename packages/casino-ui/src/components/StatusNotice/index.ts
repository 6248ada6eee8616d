export { StatusNotice, type StatusNoticeProps, type StatusNoticeVariant } from './StatusNotice';
