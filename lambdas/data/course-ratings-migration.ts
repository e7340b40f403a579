import {
  DeleteCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { courseRatingOf } from '#shared/content/course-rating';
import type { CourseReview } from '#shared/content/schemas';
import { indexes } from './table-definition';

// Run after the seed at every start and deploy (decision 024): reviews stored before they were
// records (keyed `REVIEW#<createdAt>#<id>`, no status) go, the seed having written each again
// as a record, and every course's typed-in rating is replaced by the one its reviews give.
// Idempotent: a second run finds nothing to change.

async function queryAll(
  client: DynamoDBDocumentClient,
  input: ConstructorParameters<typeof QueryCommand>[0],
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const isLegacyReview = (item: Record<string, unknown>) =>
  item.entityType === 'CourseReview' && item.status === undefined;

export async function settleCourseRatings(
  client: DynamoDBDocumentClient,
  TableName: string,
): Promise<{ coursesRated: number; legacyReviewsRemoved: number }> {
  let coursesRated = 0;
  let legacyReviewsRemoved = 0;
  const courses = (
    await Promise.all(
      ['COURSES#draft', 'COURSES#published'].map((gsi1pk) =>
        queryAll(client, {
          TableName,
          IndexName: indexes.gsi1.name,
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': gsi1pk },
        }),
      ),
    )
  ).flat();
  for (const course of courses) {
    const reviews = await queryAll(client, {
      TableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :review)',
      ExpressionAttributeValues: { ':pk': course.pk, ':review': 'REVIEW#' },
      ConsistentRead: true,
    });
    for (const legacy of reviews.filter(isLegacyReview)) {
      await client.send(new DeleteCommand({ TableName, Key: { pk: legacy.pk, sk: legacy.sk } }));
      legacyReviewsRemoved += 1;
    }
    if (typeof course.ratingTotal === 'number') continue;
    const rating = courseRatingOf(
      reviews.filter((item) => !isLegacyReview(item)) as unknown as CourseReview[],
    );
    try {
      // Only while no review write has set it since: that write computed it itself.
      await client.send(
        new UpdateCommand({
          TableName,
          Key: { pk: course.pk, sk: course.sk },
          UpdateExpression: 'SET rating = :rating, reviewsCount = :count, ratingTotal = :total',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ratingTotal)',
          ExpressionAttributeValues: {
            ':rating': rating.rating,
            ':count': rating.reviewsCount,
            ':total': rating.ratingTotal,
          },
        }),
      );
      coursesRated += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return { coursesRated, legacyReviewsRemoved };
}
