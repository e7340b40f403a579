// A page's share card (docs/decisions/018-share-cards.md): the 1200×630 PNG that link previews
// (Facebook, LinkedIn, WhatsApp, X) show for the page. Each rendered page describes its card;
// the site renderer draws it beside the page.

export const shareCardSize = { width: 1200, height: 630 } as const;

export interface ShareCard {
  /** The company's name, on every card. */
  brand: string;
  /** What the page is about: a post's, project's or course's title, else the page's own. */
  title: string;
  /** A short line above the title: a post's category, 'Course', 'Portfolio'. */
  eyebrow?: string;
  /** A line or two below the title: the page's description, a project's client. */
  description?: string;
  /** What stands out at the card's foot: a course's price, a project's headline result. */
  highlight?: string;
  /**
   * The picture staff chose for the item (a featured image's path on the site or /media/ URL),
   * drawn beside the text when it can be read; the card is designed to stand without it.
   */
  image?: string;
}

/** What a page says of its card; the rest comes from the page's title and the site. */
export type ShareCardFields = Partial<Omit<ShareCard, 'brand'>>;

/** The card's text alternative (og:image:alt): what it names, in the order it shows it. */
export function shareCardAlt(card: ShareCard): string {
  return [card.eyebrow, card.title, card.highlight, card.brand]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' · ');
}
