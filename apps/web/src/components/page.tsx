import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { brand } from '../config/brand';
import * as styles from './page.css';

/** Every page has one h1 and a document title that names it (WCAG 2.4.2). */
export function Page({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title]);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
