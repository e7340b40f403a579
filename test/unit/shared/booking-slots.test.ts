import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingHorizonDays,
  bookingSlotTimes,
  isBookableSlot,
  isBusinessDay,
  istDate,
  slotLabel,
  slotStart,
  upcomingBookingDays,
} from '#shared/booking-slots';

// 2026-11-24 is a Tuesday.
const tuesdayNoonIst = new Date('2026-11-24T06:30:00Z');

describe('slotLabel', () => {
  it('writes the six slots as the spec shows them', () => {
    expect(bookingSlotTimes.map(slotLabel)).toEqual([
      '09:00 AM',
      '10:00 AM',
      '11:00 AM',
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
    ]);
  });

  it('writes noon and midnight as 12', () => {
    expect(slotLabel('12:00')).toBe('12:00 PM');
    expect(slotLabel('00:30')).toBe('12:30 AM');
  });
});

describe('istDate', () => {
  it('rolls over to the next date at 18:30 UTC', () => {
    expect(istDate(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(istDate(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });
});

describe('isBusinessDay', () => {
  it('skips Saturdays and Sundays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-11-29')).toBe(false);
    expect(isBusinessDay('2026-11-30')).toBe(true); // Monday
  });

  it('skips Republic Day, Independence Day and Gandhi Jayanti', () => {
    expect(isBusinessDay('2027-01-26')).toBe(false); // a Tuesday
    expect(isBusinessDay('2028-08-15')).toBe(false); // a Tuesday
    expect(isBusinessDay('2026-10-02')).toBe(false); // a Friday
  });
});

describe('upcomingBookingDays', () => {
  it('offers the next five business days from tomorrow in IST', () => {
    expect(upcomingBookingDays(tuesdayNoonIst)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('starts a day later once it is past midnight in India, though still the day before in UTC', () => {
    const justAfterIstMidnight = new Date('2026-11-24T18:30:00Z');
    expect(upcomingBookingDays(justAfterIstMidnight)[0]).toBe('2026-11-26');
    const justBefore = new Date('2026-11-24T18:29:00Z');
    expect(upcomingBookingDays(justBefore)[0]).toBe('2026-11-25');
  });

  it('starts on Monday when asked on a Friday evening', () => {
    const fridayEvening = new Date('2026-11-27T13:00:00Z');
    expect(upcomingBookingDays(fridayEvening, 2)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('starts at `from` when it is later than tomorrow, skipping a weekend start', () => {
    expect(upcomingBookingDays(tuesdayNoonIst, 3, '2026-12-05')).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]);
  });

  it('ignores a `from` in the past', () => {
    expect(upcomingBookingDays(tuesdayNoonIst, 1, '2020-01-01')).toEqual(['2026-11-25']);
  });

  it('never goes past the booking horizon', () => {
    const horizon = addDays(istDate(tuesdayNoonIst), bookingHorizonDays);
    const days = upcomingBookingDays(tuesdayNoonIst, 5, addDays(horizon, -1));
    expect(days.length).toBeLessThanOrEqual(2);
    expect(days.every((day) => day <= horizon)).toBe(true);
    expect(upcomingBookingDays(tuesdayNoonIst, 5, addDays(horizon, 1))).toEqual([]);
  });
});

describe('slotStart', () => {
  it('turns the IST wall-clock time into UTC', () => {
    expect(slotStart('2026-11-25', '09:00').toISOString()).toBe('2026-11-25T03:30:00.000Z');
    expect(slotStart('2026-11-25', '16:00').toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });
});

describe('isBookableSlot', () => {
  it('accepts one of the six times on an upcoming business day', () => {
    expect(isBookableSlot('2026-11-25', '14:00', tuesdayNoonIst)).toBe(true);
  });

  it('refuses today, the past, weekends, holidays and other times', () => {
    expect(isBookableSlot('2026-11-24', '16:00', tuesdayNoonIst)).toBe(false);
    expect(isBookableSlot('2026-11-20', '10:00', tuesdayNoonIst)).toBe(false);
    expect(isBookableSlot('2026-11-28', '10:00', tuesdayNoonIst)).toBe(false);
    expect(isBookableSlot('2027-01-26', '10:00', new Date('2027-01-20T06:00:00Z'))).toBe(false);
    expect(isBookableSlot('2026-11-25', '12:00', tuesdayNoonIst)).toBe(false);
    expect(isBookableSlot('2026-11-25', '09:30', tuesdayNoonIst)).toBe(false);
  });

  it('refuses dates past the horizon and dates that do not exist', () => {
    const beyond = addDays(istDate(tuesdayNoonIst), bookingHorizonDays + 7);
    expect(isBookableSlot(beyond, '10:00', tuesdayNoonIst)).toBe(false);
    expect(isBookableSlot('2027-02-30', '10:00', new Date('2027-02-01T06:00:00Z'))).toBe(false);
    expect(isBookableSlot('next-week', '10:00', tuesdayNoonIst)).toBe(false);
  });
});
