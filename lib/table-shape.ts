/**
 * The single table's shape (DESIGN §3), declared once: the data stack builds the AWS table from it and
 * the embedded runtime creates the same table in DynamoDB Local. Keys are generic strings; the entities
 * in lambdas/platform/db map their attributes onto these names.
 */
export const tableShape = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Each index projects all attributes and has its own generic string keys. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'ttl',
  // The realtime service turns changes into WebSocket pushes and needs both images to tell what changed.
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

export type GlobalSecondaryIndexShape = (typeof tableShape.globalSecondaryIndexes)[number];
