import { describe, expect, it } from 'vitest';
import { contactRequest } from '#shared/forms/contact';
import { requiredFieldsMessage } from '#shared/forms/fields';
import { newsletterRequest } from '#shared/forms/newsletter';
import { contactHref } from '#web/features/contact/components/contact-tiles';
import { longDate, shortDateParts } from '#web/features/home/components/booking/booking-dates';
import { fieldHint, formErrorMessage, validateForm } from '#web/lib/form-errors';

describe('validateForm with the shared schemas', () => {
  it('answers the spec message when a required field is blank', () => {
    const result = validateForm(contactRequest, { name: ' ', email: '', message: '' });
    expect(result).toMatchObject({
      ok: false,
      message: requiredFieldsMessage,
      errors: { name: requiredFieldsMessage, email: requiredFieldsMessage },
    });
  });

  it('names the first other problem when every required field is filled', () => {
    const result = validateForm(contactRequest, {
      name: 'Asha Rao',
      email: 'not-an-address',
      message: 'Hello',
    });
    expect(result).toMatchObject({ ok: false, message: 'Please enter a valid email address' });
  });

  it('answers the parsed request, as the server would read it', () => {
    const result = validateForm(newsletterRequest, {
      email: ' Asha@Example.COM ',
      source: 'footer',
    });
    expect(result).toEqual({
      ok: true,
      data: { email: 'asha@example.com', name: undefined, source: 'footer', website: undefined },
    });
  });

  it('keeps the spec message for blank fields and shows others as they are', () => {
    expect(formErrorMessage({})).toBe(requiredFieldsMessage);
    expect(fieldHint(requiredFieldsMessage)).toBe('This field is required');
    expect(fieldHint('Please enter a valid email address')).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('booking dates', () => {
  it('names a date for the date buttons and the summary', () => {
    expect(shortDateParts('2026-11-23')).toEqual({ weekday: 'Mon', day: '23', month: 'Nov' });
    expect(longDate('2026-01-26')).toBe('Monday, 26 January 2026');
  });
});

describe('contact tile links', () => {
  it('links e-mail, phone and address to mail, a call and a map', () => {
    expect(contactHref({ type: 'email', value: 'hello@nexoratech.in' })).toBe(
      'mailto:hello@nexoratech.in',
    );
    expect(contactHref({ type: 'phone', value: '+91 80 4567 8900' })).toBe('tel:+918045678900');
    expect(contactHref({ type: 'address', value: 'Koramangala, Bengaluru' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Koramangala%2C%20Bengaluru',
    );
  });
});
