import type { Course } from '#shared/content/schemas';
import type { ShareCardFields } from '#shared/content/share-card';
import { formatInr } from '#shared/checkout/money';
import { formatIndianDate } from '#web/lib/format-date';
import { formatIndianNumber } from '#shared/number-format';

// How a course's figures read on the list and detail pages. Pure, so the prerender and the
// browser agree to the character (hydration).

/**
 * The whole percentage saved against the struck-through price, rounded down so the badge
 * never claims more than the real saving; null when there is no lower price to compare with.
 */
export function savePercent(pricePaise: number, originalPricePaise: number | null): number | null {
  if (!originalPricePaise || originalPricePaise <= pricePaise) return null;
  const percent = Math.floor(((originalPricePaise - pricePaise) * 100) / originalPricePaise);
  return percent > 0 ? percent : null;
}

/** 1240 → '1,240 students'; 125000 → '1,25,000 students' (Indian digit grouping). */
export function studentsLabel(count: number): string {
  return `${formatIndianNumber(count)} ${count === 1 ? 'student' : 'students'}`;
}

export function reviewsLabel(count: number): string {
  return `${formatIndianNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

export function weeksLabel(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** Live seats of a batch: 'N seats available', or 'Batch full' at none. */
export function seatsLabel(seatsAvailable: number): string {
  if (seatsAvailable <= 0) return 'Batch full';
  return `${seatsAvailable} ${seatsAvailable === 1 ? 'seat' : 'seats'} available`;
}

// docs/product.md §3's fixed slots, in the order of a day and then the weekend.
const slotOrder = ['morning', 'afternoon', 'evening', 'weekend'];
const slotRank = (id: string) => {
  const rank = slotOrder.indexOf(id);
  return rank === -1 ? slotOrder.length : rank;
};

/**
 * Batches in slot order (morning, afternoon, evening, weekend; any other after them as given),
 * whatever order the store lists them in, so the list does not reshuffle when the prerendered
 * page refreshes from the API.
 */
export function inSlotOrder<T extends { id: string }>(batches: T[]): T[] {
  return batches
    .map((batch, index) => ({ batch, index }))
    .sort((a, b) => slotRank(a.batch.id) - slotRank(b.batch.id) || a.index - b.index)
    .map(({ batch }) => batch);
}

/** A batch's start date ('2027-01-11' → '11 Jan 2027'), or 'TBD' when not yet fixed. */
export function batchStartLabel(startDate: string | null): string {
  return startDate ? formatIndianDate(startDate) : 'TBD';
}

const maxDescription = 160;

/**
 * A course page's meta description (120–160 characters for search results): the short
 * description, then as many facts about the course as fit.
 */
export function courseMetaDescription(
  course: Pick<Course, 'shortDescription' | 'durationWeeks' | 'level'>,
): string {
  const facts = [
    ` A ${course.durationWeeks}-week ${course.level.toLowerCase()} course`,
    ' in live online batches',
    ', with a certificate',
    ' and lifetime access.',
  ];
  let text = course.shortDescription.trim();
  if (!/[.!?]$/.test(text)) text += '.';
  if (text.length > maxDescription) return `${text.slice(0, maxDescription - 3).trimEnd()}...`;
  for (const fact of facts) {
    if (text.length + fact.length + 1 > maxDescription) break;
    text += fact;
  }
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** What a course's share card shows besides its title: its category, its price and its picture. */
export function courseShareCard(
  course: Pick<Course, 'category' | 'pricePaise' | 'thumbnail'>,
): ShareCardFields {
  return {
    eyebrow: `${course.category} course`,
    highlight: formatInr(course.pricePaise, { wholeRupees: true }),
    image: course.thumbnail,
  };
}
