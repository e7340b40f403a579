/** A phone number as a link that dials it: its digits and leading plus only, as dialers want. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
