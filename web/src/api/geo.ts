import { useQuery } from '@tanstack/react-query';
import { listFieldsInBox } from '../../../schemas/api/geo';
import type { ViewBox } from '../components/map/view-box';
import { callEndpoint } from './client';

/**
 * The company's fields inside the map's view, from the field-geometry service's spatial index (issue 13
 * point 2): asked again as the map is panned, the last answer kept on screen while the next one loads.
 * No view (zoomed out too far): no request and no fields.
 */
export const useFieldsInView = (view: ViewBox | null) =>
  useQuery({
    queryKey: ['geoFields', view],
    queryFn: ({ signal }) =>
      callEndpoint(listFieldsInBox, {
        query: {
          minLat: String(view?.minLat),
          maxLat: String(view?.maxLat),
          minLng: String(view?.minLng),
          maxLng: String(view?.maxLng),
        },
        signal,
      }).then((answer) => answer.items),
    enabled: view !== null,
    placeholderData: (previous) => previous,
  });
