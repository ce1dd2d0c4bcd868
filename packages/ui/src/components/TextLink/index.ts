export {
  TextLink,
  textLinkTones,
  textLinkVariants,
  textLinkWeights,
  type TextLinkProps,
  type TextLinkVariants,
} from './TextLink';
