import type { TCreatedProgressShare, TProgressShare } from '../../../../schemas/planning/progress-share';
import { useProgressShares, useRevokeProgressShare } from '../../api/progress-shares';
import { pathFor } from '../../app/pages';
import { ShareLinksPage } from '../../components/share-links/share-links-page';
import { progressSharePageTitles, progressShareTexts } from '../../i18n/de/progress-shares';
import { formatDate } from '../format';
import { ProgressShareCreateForm } from './progress-share-form';

const t = progressShareTexts.progressSharesPage;

/** The address a token opens, on the app's own origin (the link works wherever the app is served). */
const linkOf = (token: string) => `${window.location.origin}${pathFor('ordersProgress', { token })}`;

/**
 * Auftragsfortschritt teilen (issue 15, page ordersProgressSharing): the company's links that let a
 * customer follow his current orders without signing in, with their status (created, valid until).
 */
export const ProgressSharesPage = () => (
  <ShareLinksPage<TProgressShare, TCreatedProgressShare>
    title={progressSharePageTitles.ordersProgressSharing}
    texts={t}
    testIdPrefix="progress-share"
    shares={useProgressShares()}
    revoke={useRevokeProgressShare()}
    linkOf={linkOf}
    columns={[{ id: 'created', header: t.created, cell: (share) => formatDate(share.createdAt), phone: 'half' }]}
    CreateForm={ProgressShareCreateForm}
  />
);
