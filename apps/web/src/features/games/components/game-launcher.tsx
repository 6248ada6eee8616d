import type { Game, GameMode } from '@casino/api-contract';
import { Button, ErrorState, StatusNotice } from '@casino/ui';
import { Ban, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isLoggedIn, useAfterSessionCheck, useAuth, useModals } from '@/features/auth';
import { useBalanceRefresh } from '@/features/balance';
import { PlayGate, RealityCheckWatch } from '@/features/responsible-gaming';
import { useCountryBlocked, useGeoBlockReason, useJurisdictionRules, useSiteSettings } from '@/features/site';
import { errorMessage } from '@/lib/api/api-error';
import { verificationRequiredStep } from '@/lib/verification-refusal';
import { useLaunchGame } from '../api/launch-game';
import { GameFrame } from './game-frame';
import * as styles from './game-launcher.css';

// Loaded with the first refusal: most visits never show it.
const VerificationRequired = lazy(() =>
  import('@/components/verification-required').then((m) => ({ default: m.VerificationRequired })),
);

/** Why this player may not play here, in place of the buttons; its words need the country's name, looked up only then. */
function CountryBlockedNotice({ country }: { country: string | null }) {
  const reason = useGeoBlockReason(country);
  return <StatusNotice title={reason.title} message={reason.text} icon={<Ban size={28} />} />;
}

/**
 * `Play` (real money, players only: a visitor gets the login modal and stays on this page) and `Demo`; the launched
 * game runs in a frame below.
 */
export function GameLauncher({ game }: { game: Game }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const loggedIn = isLoggedIn(auth);
  const { open } = useModals();
  const site = useSiteSettings();
  // Where age verification comes first (GB), a visitor gets no demo (docs/product.md#jurisdictions); a player always may.
  const rules = useJurisdictionRules();
  const demoAllowed = loggedIn || rules.visitorDemo;
  // Said once the rules are known: a document rendered before them (the server's) would otherwise show the note to
  // every visitor, and the page below it would move up as it went away where a demo is allowed.
  const sayDemoNeedsLogin = !demoAllowed && !site.isPending;
  const launch = useLaunchGame({ loggedIn });
  const [running, setRunning] = useState<{ url: string; mode: GameMode; startedAt: number } | null>(null);
  const navigate = useNavigate();
  // Spins and game messages go through the same scheduler as the refresh button (docs/product.md#balance-refresh).
  const { requestRefresh } = useBalanceRefresh();
  // A player from a country the brand does not serve may log in (to withdraw), but the API refuses every game: say
  // why instead of offering buttons that can only fail.
  const countryBlocked = useCountryBlocked();

  const start = (mode: GameMode) => {
    if (mode === 'real' && !loggedIn) {
      open('login');
      return;
    }
    launch.mutate({ game, mode }, { onSuccess: ({ url }) => setRunning({ url, mode, startedAt: Date.now() }) });
  };
  const playReal = useAfterSessionCheck(() => start('real'));
  const pending = launch.isPending ? launch.variables?.mode : playReal.pending ? 'real' : undefined;

  if (countryBlocked) return <CountryBlockedNotice country={site.data?.country ?? null} />;

  return (
    <PlayGate loggedIn={loggedIn}>
      <div className={styles.launcher}>
        <div className={styles.buttons}>
          <Button
            variant="primary"
            size="lg"
            startIcon={<Play size={18} />}
            isLoading={pending === 'real'}
            onPress={playReal.press}
          >
            {t('lobby.game.play')}
          </Button>
          {demoAllowed ? (
            <Button variant="secondary" size="lg" isLoading={pending === 'demo'} onPress={() => start('demo')}>
              {t('lobby.game.demo')}
            </Button>
          ) : null}
        </div>
        {sayDemoNeedsLogin ? <p className={styles.note}>{t('site.demoNeedsLogin')}</p> : null}
        {launch.isError && verificationRequiredStep(launch.error) ? (
          // GB: identity and age are checked before real-money play; the player is sent to do it.
          <Suspense fallback={null}>
            <VerificationRequired step="real-play" className={styles.note} />
          </Suspense>
        ) : launch.isError ? (
          <ErrorState
            title={t('pages.loadGameFailed')}
            message={errorMessage(launch.error, t('common.somethingWentWrong'))}
            retryLabel={t('common.tryAgain')}
            onRetry={() => launch.variables && start(launch.variables.mode)}
          />
        ) : null}
        {running ? (
          <GameFrame
            key={running.url}
            url={running.url}
            title={t(running.mode === 'real' ? 'lobby.game.frameReal' : 'lobby.game.frameDemo', { name: game.name })}
            onBalanceChanged={requestRefresh}
            onClose={() => {
              setRunning(null);
              if (running.mode === 'real') requestRefresh();
            }}
          />
        ) : null}
        {running?.mode === 'real' && loggedIn ? (
          <RealityCheckWatch
            startedAt={running.startedAt}
            onStop={() => {
              setRunning(null);
              requestRefresh();
              navigate(paths.home);
            }}
          />
        ) : null}
      </div>
    </PlayGate>
  );
}
