import type { TCreatedMapShare, TMapShare } from '../../../../schemas/map-shares';
import { useMapShares, useRevokeMapShare } from '../../api/map-shares';
import { pathFor } from '../../app/pages';
import { ShareLinksPage } from '../../components/share-links/share-links-page';
import { de } from '../../i18n/de';
import { mapSharePageTitles } from '../../i18n/de/map-shares';
import { MapShareCreateForm } from './map-share-form';

const t = de.mapSharesPage;

/** The address a token opens, on the app's own origin (the link works wherever the app is served). */
const linkOf = (token: string) => `${window.location.origin}${pathFor('sharedMap', { token })}`;

/**
 * Kartenstrukturen teilen (application.md §2 Company 'map structures sharing'): the company's read-only
 * links to customers' map structures with their status; a new one made in a dialog, one revoked after
 * asking.
 */
export const MapSharesPage = () => (
  <ShareLinksPage<TMapShare, TCreatedMapShare>
    title={mapSharePageTitles.mapStructuresSharing}
    texts={t}
    testIdPrefix="map-share"
    shares={useMapShares()}
    revoke={useRevokeMapShare()}
    linkOf={linkOf}
    columns={[{ id: 'createdBy', header: t.createdBy, cell: (share) => share.createdByName ?? '–', phone: 'half' }]}
    CreateForm={MapShareCreateForm}
  />
);
