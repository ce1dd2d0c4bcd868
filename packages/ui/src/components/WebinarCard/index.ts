export { WebinarCard, type WebinarCardProps } from './WebinarCard';
