import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ContactInfo } from '#shared/content/schemas';
import { telHref } from '#web/lib/tel-href';

const icons: Record<ContactInfo['type'], LucideIcon> = {
  email: Mail,
  phone: Phone,
  address: MapPin,
};

/** Where a contact detail leads: mail, a call, or the office on a map. */
export function contactHref(item: Pick<ContactInfo, 'type' | 'value'>): string {
  if (item.type === 'email') return `mailto:${item.value}`;
  if (item.type === 'phone') return telHref(item.value);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(item.value)}`;
}

/** docs/product.md §2 Contact: four contact tiles, from the site's contact info. */
export function ContactTiles({ items }: { items: ContactInfo[] }) {
  return (
    <ul className="mx-auto grid max-w-7xl gap-4 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
      {items.map((item) => {
        const Icon = icons[item.type];
        const external = item.type === 'address';
        return (
          <li key={item.id}>
            <a
              href={contactHref(item)}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                  {item.label}
                </span>
                <span className="mt-1 block text-sm break-words text-slate-600 dark:text-slate-400">
                  {item.value}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
