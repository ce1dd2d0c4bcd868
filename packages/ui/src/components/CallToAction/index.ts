export {
  CallToAction,
  callToActionAligns,
  callToActionTones,
  callToActionVariants,
  type CallToActionProps,
} from './CallToAction';
