import { Modal } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { CASHIER_DIALOG_MEDIA, cashierPaths, isCashierTab } from '@/config/cashier-paths';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { CashierPanel } from './cashier-panel';
import { useDocumentTitle } from './use-document-title';

/**
 * `/user/cashier/{deposit|withdraw|pending}` (docs/product.md#cashier): a page on phones; on wider screens the same address opens
 * the cashier as a modal over the page the player came from (the lobby after a deep link, see app/overlay-outlet),
 * and closing it goes back there.
 */
export function CashierRoute() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const isWide = useMediaQuery(CASHIER_DIALOG_MEDIA);
  useDocumentTitle(t('cashier.title'));

  if (tab === undefined) return <Navigate to={cashierPaths.tab('deposit')} replace />;
  if (!isCashierTab(tab)) return <NotFound />;

  if (!isWide) {
    return (
      <Page title={t('cashier.title')}>
        <CashierPanel tab={tab} />
      </Page>
    );
  }

  // A visit that started inside the app has somewhere to go back to; a deep link from outside goes to the lobby.
  const close = () => (location.key !== 'default' && window.history.length > 1 ? navigate(-1) : navigate('/'));
  // The modal is the page here: its title is the page's one h1 (the content behind it is inert while it is open).
  return (
    <Modal.Root open onOpenChange={(open) => !open && close()}>
      <Modal.Content size="lg">
        <Modal.Title asChild>
          <h1>{t('cashier.title')}</h1>
        </Modal.Title>
        <Modal.Close label={t('cashier.close')} />
        <Modal.Body>
          <CashierPanel tab={tab} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
