export { StatGrid, statGridTones, type Stat, type StatGridProps } from './StatGrid';
