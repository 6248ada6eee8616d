import { CasinoUIProvider, type CasinoUIProviderProps } from '@casino/ui';
import { useUiLanguage, useUiMessages } from './use-ui-language';

/** casino-ui in the active language: its own texts from the `ui` catalogue, its formats from the language's locale. */
export function LocalizedUIProvider(props: Omit<CasinoUIProviderProps, 'messages' | 'locale'>) {
  const { locale } = useUiLanguage();
  const messages = useUiMessages();
  return <CasinoUIProvider {...props} messages={messages} locale={locale} />;
}
