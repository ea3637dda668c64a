import type { Feature } from 'geojson';
import type { TerraDrawPolygonMode } from 'terra-draw';

/** The mode of a polygon's holes: drawn like polygons, joined with the outline when reported. */
export const HOLE = 'hole';
/** The mode of the shapes around (not editable): drawn faintly, snapped to. */
export const CONTEXT = 'context';

/** Vertices and edges a new vertex snaps to: the shapes around, the field a hole is drawn in, its own. */
const SNAP_TARGETS = new Set<unknown>([CONTEXT, 'polygon', 'linestring', HOLE]);

/** terra-draw does not export its Snapping type: taken from the polygon mode's options. */
type Snapping = NonNullable<NonNullable<ConstructorParameters<typeof TerraDrawPolygonMode>[0]>['snapping']>;

/**
 * The drawing modes' snapping: to the vertices of the shape being drawn (toCoordinate, its own mode)
 * and to the vertices and edges of the features of SNAP_TARGETS (toFeature), the shapes around included.
 */
export const snapping = {
  toCoordinate: true,
  toFeature: {
    filter: (feature: Feature) => SNAP_TARGETS.has(feature.properties?.mode),
    toLine: true,
    toCoordinate: true,
  },
} satisfies Snapping;
