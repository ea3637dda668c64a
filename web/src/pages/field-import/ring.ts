import { crossesItself as ringCrossesItself, ringOfVertices } from '../../../../schemas/kernel/geo/rings';
import type { TVertex } from '../../../../schemas/map-tracks';

/** Whether a closed outline (each vertex once) crosses or touches itself (the shared ring rule). */
export const crossesItself = (ring: readonly TVertex[]): boolean => ringCrossesItself(ringOfVertices(ring));
