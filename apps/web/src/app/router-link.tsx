import { makeLinkComponent } from '@casino/ui';
import { Link } from 'react-router';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** casino-ui renders links through this: router navigation inside the site, plain anchors outside it. */
export const RouterLink = makeLinkComponent(({ href, ...rest }, ref) =>
  EXTERNAL.test(href) ? <a ref={ref} href={href} {...rest} /> : <Link ref={ref} to={href} {...rest} />,
);
