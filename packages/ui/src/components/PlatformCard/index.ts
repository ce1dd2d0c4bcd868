export { PlatformCard, type PlatformCardProps } from './PlatformCard';
