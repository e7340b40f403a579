import { createHash } from 'node:crypto';
import type { ShareCard } from '#shared/content/share-card';
import { mediaPathPrefix } from '#shared/admin/media';
import { logger } from '#lambdas/lib/logger';
import type { PageStore } from './page-store';
import {
  cardPictureOf,
  drawingFingerprint,
  drawShareCard,
  type CardPicture,
  type PicturePanels,
} from './share-card';

// A page's share card as the renderer draws it (docs/decisions/018-share-cards.md): with the
// item's picture when it can be read (a file of the site, an upload in the media bucket), else
// the designed card alone. A picture never fails a render; it is logged and left out. A card's
// version names what it shows and how it is drawn, so a render that would leave a card as it
// was need not draw it again.

export interface CardPictureSources {
  store: PageStore;
  /** An upload of the media bucket by its key (the part of a /media/ URL after the prefix). */
  readMedia?: (key: string) => Promise<Uint8Array | undefined>;
  /** The site's address: a picture named by an absolute URL on it is read like a path. */
  origin: string;
}

/**
 * What the card shows and how it is drawn, as a short hash: its text, its picture's bytes and
 * the drawing's fingerprint (drawingFingerprint, by default this process's own).
 */
export async function shareCardVersion(
  card: ShareCard,
  picture: CardPicture | undefined,
  drawing?: string,
): Promise<string> {
  const hash = createHash('sha256').update(drawing ?? (await drawingFingerprint()));
  hash.update(JSON.stringify(card));
  if (picture) hash.update(picture.bytes);
  return hash.digest('base64url').slice(0, 22);
}

/**
 * The card as a PNG: with its picture, or without it when the picture cannot be drawn. `panels`
 * are the render's pictures already drawn (PicturePanels).
 */
export async function drawPageCard(
  card: ShareCard,
  picture: CardPicture | undefined,
  panels?: PicturePanels,
): Promise<Uint8Array> {
  if (picture) {
    try {
      return await drawShareCard(card, picture, panels);
    } catch (error) {
      logger.warn('A share card could not show its picture; drawn without it', {
        picture: card.image,
        error,
      });
    }
  }
  return drawShareCard(card);
}

/** The picture at `src` as the card can show it, or undefined (logged) when it cannot. */
export async function readCardPicture(
  src: string,
  { store, readMedia, origin }: CardPictureSources,
): Promise<CardPicture | undefined> {
  const path = src.startsWith(`${origin}/`) ? src.slice(origin.length) : src;
  if (!path.trim()) return undefined;
  try {
    if (!path.startsWith('/') || path.startsWith('//')) {
      // Fetching another site's picture at render time would let it slow or fail the render.
      logger.warn('A share card leaves out a picture from another site', { picture: src });
      return undefined;
    }
    const file = decodeURIComponent(new URL(path, 'http://site').pathname).slice(1);
    const media = `/${file}`.startsWith(mediaPathPrefix);
    const bytes = media
      ? await readMedia?.(file.slice(mediaPathPrefix.length - 1))
      : await store.readStaticFile(file);
    if (!bytes) {
      logger.warn('A share card’s picture was not found; drawn without it', { picture: src });
      return undefined;
    }
    const picture = cardPictureOf(bytes);
    if (!picture) {
      logger.warn('A share card shows only PNG, JPEG or SVG pictures; drawn without it', {
        picture: src,
      });
    }
    return picture;
  } catch (error) {
    logger.warn('A share card’s picture could not be read; drawn without it', {
      picture: src,
      error,
    });
    return undefined;
  }
}
