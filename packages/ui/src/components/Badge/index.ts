export { Badge, badgeTones, badgeVariants, type BadgeProps, type BadgeVariants } from './Badge';
