import { type CardBrand, CardBrandIcon, Spinner } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandDefaultScheme, brandSchemes } from '@/config/brand-tokens';
import { readDocumentColorScheme } from '@/lib/document-color-scheme';
import { useCardSession } from '../api/create-card-session';
import { readCardFrameMessage } from '../card-frame-messages';
import { cardFrameStyle, styledFrameUrl } from '../card-frame-style';
import * as styles from './cashier.css';
import { CashierLoadError } from './cashier-load-error';

export type CardToken = { token: string; brand: CardBrand; last4: string };

/**
 * The payment provider's hosted card form in a frame on its own origin (docs/product.md#cashier): the card number, expiry, CVC and
 * holder are typed there and never enter this app. The page hears only the brand (for the icon) and the token.
 */
export function CardFrame({ onToken }: { onToken: (token: CardToken | null) => void }) {
  const { t } = useTranslation();
  const session = useCardSession();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [brand, setBrand] = useState<CardBrand | null>(null);
  const [challenge, setChallenge] = useState(false);
  // The page's scheme when the frame opens: a later switch would reload the frame and lose what was typed in it.
  const [frameStyle] = useState(() => {
    const scheme = readDocumentColorScheme() ?? brandDefaultScheme;
    return cardFrameStyle(brandSchemes[scheme], scheme);
  });
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const { mutate } = session;

  useEffect(() => mutate(), [mutate]);

  const frameOrigin = session.data?.frameOrigin;
  useEffect(() => {
    if (!frameOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const message = readCardFrameMessage(event, { origin: frameOrigin, window: frameRef.current?.contentWindow });
      if (!message) return;
      if (message.type === 'casino-card-brand') setBrand(message.brand);
      if (message.type === 'casino-card-challenge') setChallenge(true);
      if (message.type === 'casino-card-reset') {
        setBrand(null);
        setChallenge(false);
        onTokenRef.current(null);
      }
      if (message.type === 'casino-card-token') {
        setBrand(message.brand);
        setChallenge(false);
        onTokenRef.current({ token: message.token, brand: message.brand, last4: message.last4 });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin]);

  if (session.isError) {
    return <CashierLoadError title={t('cashier.card.frameFailed')} error={session.error} onRetry={() => mutate()} />;
  }
  if (!session.data) return <Spinner label={t('cashier.card.frameLoading')} />;

  const brandName =
    brand === 'visa' ? t('cashier.card.brandVisa') : brand === 'mastercard' ? t('cashier.card.brandMastercard') : '';
  return (
    <div className={styles.panel}>
      <div className={styles.frameHeader} aria-live="polite">
        {brand ? (
          <>
            <CardBrandIcon brand={brand} size={32} decorative />
            <span>{t('cashier.card.detected', { brand: brandName })}</span>
          </>
        ) : (
          <span className={styles.muted}>{t('cashier.card.privacy')}</span>
        )}
      </div>
      <iframe
        ref={frameRef}
        src={styledFrameUrl(session.data.frameUrl, frameStyle)}
        title={t('cashier.card.frameTitle')}
        className={styles.frame}
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="no-referrer"
      />
      {challenge ? (
        <p role="status" className={styles.muted}>
          {t('cashier.card.confirmStep')}
        </p>
      ) : null}
    </div>
  );
}
