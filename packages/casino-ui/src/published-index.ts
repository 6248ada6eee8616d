// The published entry: every built-in brand goes into its one stylesheet (`@casino/ui/css`), so an app can switch
// brands at run time without another CSS import, and the brand entries (`@casino/ui/themes/*`) carry only class
// names and tokens. An app that compiles the sources itself (the `casino-source` condition) imports src/index.ts,
// which holds no brand, and bundles only the themes it uses.
import './themes/lagoon/theme.css';
import './themes/royale/theme.css';

export * from './index';
