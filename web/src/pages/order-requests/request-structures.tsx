import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { TOrderRequest } from '../../../../schemas/api/order-requests';
import type { MapStructureSide } from '../../api/map-structures';
import { hasPickedStructures, PickedStructuresMap } from '../../components/map/picked-structures-map';
import { de } from '../../i18n/de';

/**
 * The fields and tracks a request picked, on a map (issue 13 point 4): the office reads them as its
 * company's structures, the farmer as his own at the contractor. Nothing for a request without any.
 */
export const RequestStructures = ({ side, request }: { side: MapStructureSide; request: TOrderRequest }) =>
  hasPickedStructures(request) ? (
    <Container header={<Header variant="h2">{de.structurePicker.mapTitle}</Header>}>
      <PickedStructuresMap side={side} pick={request} testId="order-request-structures" />
    </Container>
  ) : null;
