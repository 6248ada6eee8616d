import { Button } from '@casino/ui';
import { Maximize, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isBalanceMessage } from '../game-messages';
import * as styles from './game-frame.css';

type Props = {
  url: string;
  title: string;
  onClose: () => void;
  /** Called when the game says the balance moved (real play). */
  onBalanceChanged: () => void;
};

/** The launched game in a frame, with full-screen and close. */
export function GameFrame({ url, title, onClose, onBalanceChanged }: Props) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onBalanceRef = useRef(onBalanceChanged);
  onBalanceRef.current = onBalanceChanged;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the game in this frame, on this site, may ask for a balance refresh.
      if (event.source !== frameRef.current?.contentWindow || event.origin !== window.location.origin) return;
      if (isBalanceMessage(event.data)) onBalanceRef.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    boxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <section className={styles.box} ref={boxRef} aria-label={title}>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="sm"
          startIcon={<Maximize size={16} />}
          onPress={() => void boxRef.current?.requestFullscreen?.().catch(() => undefined)}
        >
          {t('lobby.game.fullScreen')}
        </Button>
        <Button variant="secondary" size="sm" startIcon={<X size={16} />} onPress={onClose}>
          {t('lobby.game.close')}
        </Button>
      </div>
      <iframe
        ref={frameRef}
        className={styles.frame}
        src={url}
        title={title}
        allow="fullscreen; autoplay"
        allowFullScreen
      />
    </section>
  );
}
