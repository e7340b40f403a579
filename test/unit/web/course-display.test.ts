import { describe, expect, it } from 'vitest';
import { fallbackCourses } from '#shared/content/fallback/courses';
import {
  batchStartLabel,
  courseMetaDescription,
  courseShareCard,
  inSlotOrder,
  savePercent,
  seatsLabel,
  studentsLabel,
  weeksLabel,
} from '#web/features/learning/course-display';

describe('savePercent', () => {
  it('gives the whole percentage saved against the original price', () => {
    expect(savePercent(2999900, 3999900)).toBe(25);
    expect(savePercent(7500, 10000)).toBe(25);
  });

  it('rounds down, so the badge never claims more than the real saving', () => {
    // ₹44,999 against ₹64,999 is a 30.77% saving.
    expect(savePercent(4499900, 6499900)).toBe(30);
  });

  it('is null without an original price, or when the original is not higher', () => {
    expect(savePercent(1499900, null)).toBeNull();
    expect(savePercent(1499900, 1499900)).toBeNull();
    expect(savePercent(1499900, 1000000)).toBeNull();
  });

  it('is null when the saving is below one percent', () => {
    expect(savePercent(99950, 100000)).toBeNull();
  });
});

describe('course figures', () => {
  it('counts students with Indian digit grouping', () => {
    expect(studentsLabel(1240)).toBe('1,240 students');
    expect(studentsLabel(125000)).toBe('1,25,000 students');
    expect(studentsLabel(1)).toBe('1 student');
  });

  it('shows durations in weeks', () => {
    expect(weeksLabel(16)).toBe('16 weeks');
    expect(weeksLabel(1)).toBe('1 week');
  });

  it('shows live seats, and a full batch as Batch full', () => {
    expect(seatsLabel(25)).toBe('25 seats available');
    expect(seatsLabel(1)).toBe('1 seat available');
    expect(seatsLabel(0)).toBe('Batch full');
  });

  it('shows a batch start date in India, or TBD', () => {
    expect(batchStartLabel('2027-01-11')).toBe('11 Jan 2027');
    expect(batchStartLabel(null)).toBe('TBD');
  });
});

describe('inSlotOrder', () => {
  it('lists batches morning, afternoon, evening, weekend, whatever the store order', () => {
    const stored = ['afternoon', 'evening', 'morning', 'weekend'].map((id) => ({ id }));
    expect(inSlotOrder(stored).map((batch) => batch.id)).toEqual([
      'morning',
      'afternoon',
      'evening',
      'weekend',
    ]);
  });

  it('keeps any other batch after the fixed slots, in the order given', () => {
    const stored = ['special-b', 'weekend', 'special-a', 'morning'].map((id) => ({ id }));
    expect(inSlotOrder(stored).map((batch) => batch.id)).toEqual([
      'morning',
      'weekend',
      'special-b',
      'special-a',
    ]);
  });
});

describe('courseMetaDescription', () => {
  it('gives every built-in course a unique 120–160 character description', () => {
    const descriptions = fallbackCourses.map(courseMetaDescription);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(description).toMatch(/\.$/);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('starts with the short description and adds the course facts that fit', () => {
    const description = courseMetaDescription({
      shortDescription: 'Learn to build websites',
      durationWeeks: 12,
      level: 'Beginner',
    });
    expect(description).toBe(
      'Learn to build websites. A 12-week beginner course in live online batches, with a certificate and lifetime access.',
    );
  });

  it('shortens a long short description to 160 characters', () => {
    const description = courseMetaDescription({
      shortDescription: 'word '.repeat(50),
      durationWeeks: 12,
      level: 'Advanced',
    });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/\.\.\.$/);
  });
});

describe('courseShareCard', () => {
  it("shows the course's price from its paise in rupees with Indian grouping", () => {
    const course = { category: 'Development', thumbnail: '', pricePaise: 12500000 };
    expect(courseShareCard(course)).toMatchObject({
      eyebrow: 'Development course',
      highlight: '₹1,25,000',
    });
    expect(courseShareCard({ ...course, pricePaise: 3499900 }).highlight).toBe('₹34,999');
  });

  it("carries the course's picture, for the card to show beside its text", () => {
    const course = fallbackCourses[0]!;
    expect(courseShareCard(course).image).toBe(course.thumbnail);
  });
});
