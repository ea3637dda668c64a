import * as cdk from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { pascalCase } from '../constructs/service-function';
import { type BucketName, bucketNames } from '../services';
import { tableShape } from '../table-shape';

/**
 * Everything that holds business data: the single table and the buckets. Both are retained when the
 * stack goes away, because receipts and invoices must be kept for years (GoBD), whatever happens to the code.
 */
export class DataStack extends cdk.Stack {
  readonly table: dynamodb.Table;
  readonly buckets: Record<BucketName, s3.Bucket>;
  /** Server access logs of the data buckets: who read or wrote which receipt or document, and when. */
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableShape.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableShape.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      stream: dynamodb.StreamViewType[tableShape.streamView],
      timeToLiveAttribute: tableShape.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });
    for (const index of tableShape.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogsBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // Logs of the business data are kept with it (GoBD), not removed with the stack.
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });
    cdk.Validations.of(this.accessLogsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access log bucket itself; logging its own access into itself would never end.',
    });

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
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: `${name}/`,
      // A receipt, once booked, must never be silently overwritten or lost (GoBD immutability).
      versioned: name === 'receipts' || name === 'documents',
      // The files of finalized receipts are put with a 10-year COMPLIANCE retention (GoBD, §147 AO; the
      // e-invoice service's documents consumer). Object Lock can only be enabled when a bucket is created.
      objectLockEnabled: name === 'documents',
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
