import * as cdk from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { pascalCase } from '../constructs/service-function';
import { type BucketName, bucketNames } from '../services';

/** The single table's secondary indexes (DESIGN §3); lambdas/platform/db/entities.ts uses the same names. */
export const globalSecondaryIndexes = ['gsi1', 'gsi2'] as const;

/**
 * Everything that holds business data: the single table and the buckets. Both are retained when the
 * stack goes away, because receipts and invoices must be kept for years (GoBD), whatever happens to the code.
 */
export class DataStack extends cdk.Stack {
  readonly table: dynamodb.Table;
  readonly buckets: Record<BucketName, s3.Bucket>;

  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      // The realtime service turns changes into WebSocket pushes and needs both images to tell what changed.
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: 'ttl',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });
    for (const indexName of globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: `${indexName}pk`, type: dynamodb.AttributeType.STRING },
        sortKey: { name: `${indexName}sk`, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.buckets = Object.fromEntries(bucketNames.map((name) => [name, this.createBucket(name)])) as Record<
      BucketName,
      s3.Bucket
    >;
  }

  private createBucket(name: BucketName): s3.Bucket {
    return new s3.Bucket(this, `${pascalCase(name)}Bucket`, {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // A receipt, once booked, must never be silently overwritten or lost (GoBD immutability).
      versioned: name === 'receipts',
      // Browsers and the app upload and download through presigned URLs; the signature is the access control.
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: cdk.Duration.days(7) }],
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });
  }
}
