import { inject } from 'vitest';

// Tests that arrange data directly in the table use the same data modules as the handlers,
// pointed at the stack's DynamoDB Local and s3rver.
const [mediaBucket, resumesBucket] = inject('buckets');
Object.assign(process.env, {
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: inject('tableName'),
  DYNAMODB_ENDPOINT: inject('dynamoDbEndpoint'),
  MAIL_OUTBOX_DIR: inject('outboxDir'),
  LOCAL_METRICS_FILE: inject('metricsFile'),
  MEDIA_BUCKET: mediaBucket,
  RESUMES_BUCKET: resumesBucket,
  S3_ENDPOINT: inject('s3Endpoint'),
});
