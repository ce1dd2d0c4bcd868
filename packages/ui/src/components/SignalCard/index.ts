export {
  SignalCard,
  signalActionBadge,
  signalActions,
  type SignalAction,
  type SignalActionBadgeVariants,
  type SignalCardProps,
} from './SignalCard';
