import {
  type AnchorHTMLAttributes,
  createContext,
  type ForwardRefExoticComponent,
  forwardRef,
  type RefAttributes,
  useContext,
} from 'react';

/** What the library asks of a link: an anchor's props with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ForwardRefExoticComponent<LinkComponentProps & RefAttributes<HTMLAnchorElement>>;

const PlainAnchor: LinkComponent = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function PlainAnchor(props, ref) {
    return <a ref={ref} {...props} />;
  },
);

/**
 * Wraps an app's router link so the library can render links without depending on a router. The app passes the
 * result to `CasinoUIProvider`'s `linkComponent`.
 */
export function makeLinkComponent(
  render: (props: LinkComponentProps, ref: React.ForwardedRef<HTMLAnchorElement>) => React.ReactElement,
): LinkComponent {
  return forwardRef<HTMLAnchorElement, LinkComponentProps>(render);
}

export const LinkComponentContext = /* @__PURE__ */ createContext<LinkComponent>(PlainAnchor);

/** The link component injected by the app, or a plain `<a>` outside a provider. */
export const useLinkComponent = (): LinkComponent => useContext(LinkComponentContext);
