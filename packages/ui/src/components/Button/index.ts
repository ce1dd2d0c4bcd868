export {
  Button,
  buttonSizes,
  buttonVariantNames,
  buttonVariants,
  type ButtonProps,
  type ButtonVariants,
} from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
