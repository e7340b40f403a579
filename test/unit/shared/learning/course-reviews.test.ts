import { describe, expect, it } from 'vitest';
import {
  adminReviewModeration,
  editableUntilOf,
  isEditable,
  learnerReviewBody,
  mayReview,
  reviewerName,
  reviewMessages,
} from '#shared/learning/course-reviews';

describe('who may review a course', () => {
  const learner = { confirmedAndPaid: true, completed: false, sessionCount: 10, attendedCount: 0 };

  it('is a confirmed, paid learner who completed it', () => {
    expect(mayReview({ ...learner, completed: true })).toBe(true);
    expect(mayReview({ ...learner, completed: true, confirmedAndPaid: false })).toBe(false);
  });

  it('or who attended at least half of the batch’s classes', () => {
    expect(mayReview({ ...learner, attendedCount: 5 })).toBe(true);
    expect(mayReview({ ...learner, attendedCount: 4 })).toBe(false);
    expect(mayReview({ ...learner, sessionCount: 3, attendedCount: 2 })).toBe(true);
    expect(mayReview({ ...learner, sessionCount: 0, attendedCount: 0 })).toBe(false);
  });
});

describe('a review’s edit window', () => {
  const writtenAt = new Date('2026-11-01T10:00:00.000Z');
  const review = { editableUntil: editableUntilOf(writtenAt), status: 'published' as const };

  it('lasts 30 days from writing', () => {
    expect(review.editableUntil).toBe('2026-12-01T10:00:00.000Z');
    expect(isEditable(review, new Date('2026-12-01T09:59:59.000Z'))).toBe(true);
    expect(isEditable(review, new Date('2026-12-01T10:00:00.000Z'))).toBe(false);
  });

  it('is closed for a review a refund withdrew, and for the seed’s', () => {
    const withdrawn = {
      ...review,
      status: 'hidden' as const,
      hiddenReason: reviewMessages.withdrawn,
    };
    expect(isEditable(withdrawn, writtenAt)).toBe(false);
    expect(isEditable({ ...review, editableUntil: null }, writtenAt)).toBe(false);
  });
});

describe('the name a review shows', () => {
  it('is the first name and the initial of the last', () => {
    expect(reviewerName('Asha Raman')).toBe('Asha R.');
    expect(reviewerName('  Vikram Singh rathore ')).toBe('Vikram R.');
    expect(reviewerName('Madhu')).toBe('Madhu');
  });
});

describe('review input', () => {
  it('takes a whole rating from 1 to 5 and 10 to 2000 characters of text', () => {
    expect(
      learnerReviewBody.safeParse({ rating: 5, comment: ' Really good course. ' }).data,
    ).toEqual({ rating: 5, comment: 'Really good course.' });
    expect(
      learnerReviewBody.safeParse({ rating: 4.5, comment: 'Really good course.' }).success,
    ).toBe(false);
    expect(learnerReviewBody.safeParse({ rating: 0, comment: 'Really good course.' }).success).toBe(
      false,
    );
    expect(learnerReviewBody.safeParse({ rating: 3, comment: 'Too short' }).success).toBe(false);
  });

  it('needs a reason to hide a review', () => {
    expect(adminReviewModeration.safeParse({ status: 'hidden', reason: '  ' }).success).toBe(false);
    expect(adminReviewModeration.safeParse({ status: 'hidden', reason: 'Spam' }).success).toBe(
      true,
    );
    expect(adminReviewModeration.safeParse({ status: 'published' }).success).toBe(true);
    expect(adminReviewModeration.safeParse({ status: 'pending' }).success).toBe(false);
  });
});
