import { Link } from 'react-router';
import type { InfoBlock } from '../info-document';
import * as styles from './content.css';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** One paragraph, list or set of links of an informational page; `fill` puts in the brand's values. */
export function InfoBlockView({ block, fill }: { block: InfoBlock; fill: (text: string) => string }) {
  if (typeof block === 'string') return <p className={styles.paragraph}>{fill(block)}</p>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.list}>
      {block.links.map((link) => (
        <li key={link.href}>
          {isExternal(link.href) ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {fill(link.label)}
            </a>
          ) : (
            <Link to={link.href}>{fill(link.label)}</Link>
          )}
        </li>
      ))}
    </ul>
  );
}
