import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria';
import { root } from './CasinoUIProvider.css';
import type { ColorScheme } from './color-scheme';
import { vars } from './contract.css';
import './global.css';
import { LocaleContext, MessagesContext, useCasinoLocale, useCasinoMessages } from './i18n';
import { type LinkComponent, LinkComponentContext, useLinkComponent } from './link';
import { type CasinoUIMessagesOverride, mergeMessages } from './messages';
import { PortalContainerContext } from './portal';
import type { Tokens } from './tokens';

export type CasinoUIProviderProps = {
  /**
   * Class name of a brand theme (`createBrandTheme`, or a built-in one such as `royaleTheme` or `lagoonTheme`). Leave
   * it out inside another provider to keep that one's brand. There is no default brand: importing one would put its
   * styles into every app, whichever brand it shows.
   * @default undefined
   */
  theme?: string;
  /**
   * Shows the theme in this scheme here, whatever the document's `data-color-scheme` says (a brand theme has a light
   * and a dark scheme). Leave it out to follow the document's attribute, else the brand's default scheme.
   * @default undefined
   */
  colorScheme?: ColorScheme;
  /**
   * A complete set of tokens applied at run time as inline CSS variables, for a brand known only once the app runs
   * (for example tokens fetched per operator). They win over `theme`.
   * @default undefined
   */
  tokens?: Tokens;
  /**
   * The app's router link, wrapped with `makeLinkComponent`. Every library link renders through it.
   * @default the link of an outer provider, else a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * The library's own texts in the app's language: any part of `defaultMessages`, laid over the outer provider's
   * texts (English at the top).
   * @default undefined (the outer provider's texts, else `defaultMessages`)
   */
  messages?: CasinoUIMessagesOverride;
  /**
   * BCP 47 locale for every amount, number and date the library formats (`Money`, `DateTime`, `AmountInput`,
   * `DateOfBirthInput`, plural forms), unless a component is given its own `locale`. Its writing direction is the one
   * `GameCarousel` and `CategoryBar` scroll and take arrow keys in.
   * @default the outer provider's locale, else 'en-US'
   */
  locale?: string;
  /**
   * Extra class names for the wrapper element.
   * @default undefined
   */
  className?: string;
  /** The part of the app that uses the theme. */
  children: ReactNode;
};

/**
 * Applies a brand to everything inside it and tells the library which link component, texts and locale to use. Wrap the app (or one
 * story) in it once; nest another to show a different brand in one part of the page.
 */
export function CasinoUIProvider({
  theme,
  colorScheme,
  tokens,
  linkComponent,
  messages,
  locale,
  className,
  children,
}: CasinoUIProviderProps) {
  const inheritedLink = useLinkComponent();
  const inheritedMessages = useCasinoMessages();
  const inheritedLocale = useCasinoLocale();
  const mergedMessages = useMemo(() => mergeMessages(inheritedMessages, messages), [inheritedMessages, messages]);
  // State, not only a ref: an overlay open before the element exists must re-render once it does. It is set in an
  // effect, not from a ref callback: a state update there is synchronous, and in a hydrating app it made React run
  // every passive effect, and the re-renders they asked for, inside the task that commits the page (docs/architecture.md#byte-budgets).
  const rootRef = useRef<HTMLDivElement>(null);
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | undefined>(undefined);
  useEffect(() => setPortalContainer(rootRef.current ?? undefined), []);

  return (
    <LinkComponentContext.Provider value={linkComponent ?? inheritedLink}>
      <MessagesContext.Provider value={mergedMessages}>
        <LocaleContext.Provider value={locale ?? inheritedLocale}>
          <PortalContainerContext.Provider value={portalContainer}>
            <div
              ref={rootRef}
              className={clsx(theme, root, className)}
              data-color-scheme={colorScheme}
              style={tokens ? assignInlineVars(vars, tokens) : undefined}
            >
              {/* react-aria's own texts (list box announcements) and collation follow too; without a locale it keeps
                  reading the browser's, as before. */}
              {locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children}
            </div>
          </PortalContainerContext.Provider>
        </LocaleContext.Provider>
      </MessagesContext.Provider>
    </LinkComponentContext.Provider>
  );
}
