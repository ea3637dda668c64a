import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { dynamoFieldCellStore } from './field-cell-store';
import { geoRoutes } from './geo-routes';

requireAtColdStart({ table: true, tokens: true });

/** The field-geometry service (services.md): fields within a map box, from the spatial index. */
export const handler = createHttpHandler('geo', geoRoutes({ store: dynamoFieldCellStore() }));
