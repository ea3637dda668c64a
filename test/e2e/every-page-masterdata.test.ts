import { describe } from 'vitest';
import { masterdataRoutes } from '../../web/src/app/pages/masterdata-routes';
import { checkEveryPage } from './every-page-visits';

/** The master-data pages of the registry on a phone and with axe; every-page-visits.ts says how. */
describe('every master-data page on a phone and accessible (e2e)', () => {
  checkEveryPage((id) => Object.hasOwn(masterdataRoutes, id));
});
