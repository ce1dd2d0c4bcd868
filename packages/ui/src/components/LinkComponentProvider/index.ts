export {
  BaseLink,
  DefaultLinkComponent,
  LinkComponentProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkComponentProviderProps,
} from './LinkComponentProvider';
