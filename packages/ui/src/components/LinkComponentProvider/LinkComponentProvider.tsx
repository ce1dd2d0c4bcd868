import {
  createContext,
  forwardRef,
  useContext,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What every link component receives: anchor attributes with a required `href` (and a ref to the anchor). */
export type LinkComponentProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/** A router's link adapted to take `href` (the site passes one wrapping React Router's `Link`). */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor, so ui components work without any router. */
export const DefaultLinkComponent = forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(
  function DefaultLinkComponent({ children, ...rest }, ref) {
    return (
      <a ref={ref} {...rest}>
        {children}
      </a>
    );
  },
);

const LinkComponentContext = createContext<LinkComponent>(DefaultLinkComponent);

export interface LinkComponentProviderProps {
  /** The component every ui link renders through; it must forward its ref to the anchor. */
  component: LinkComponent;
  children?: ReactNode;
}

/** Makes ui links router-agnostic: components render links through the component given here. */
export function LinkComponentProvider({ component, children }: LinkComponentProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component in scope: the provider's, or a plain `<a href>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

/**
 * An unstyled link through the link component in scope: what ui components render instead of `<a href>`,
 * so that in the site every internal link is a client-side navigation.
 */
export const BaseLink = forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(function BaseLink(props, ref) {
  const Link = useLinkComponent();
  // The component comes from context and is set once at the app root: it is stable, not created in render.
  // eslint-disable-next-line react-hooks/static-components
  return <Link ref={ref} {...props} />;
});
