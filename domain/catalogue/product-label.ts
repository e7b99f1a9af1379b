/**
 * A badge on a product card or detail (spec §3 "Product label"), already in
 * the member's locale: `text` is the label text, colours are CSS colours,
 * `imageUrl` is null when the label has no image. `position` places it
 * ({@link labelCorner}), `priority` orders it (lower first), and `endAt`,
 * when set, is the moment after which it is hidden.
 */
export interface ProductLabel {
  readonly displayName: string;
  readonly text: string;
  readonly position: number;
  readonly priority: number;
  readonly backgroundColor: string;
  readonly textColor: string;
  readonly endAt: Date | null;
  readonly imageUrl: string | null;
}

/** A corner of the product image where labels sit. */
export type LabelCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** The four corners, in reading order. */
export const LABEL_CORNERS: readonly LabelCorner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** The corner a label position places it in (spec §3): 1 top-left, 2 top-right, 3 bottom-left, anything else bottom-right. */
export function labelCorner(position: number): LabelCorner {
  switch (position) {
    case 1:
      return 'top-left';
    case 2:
      return 'top-right';
    case 3:
      return 'bottom-left';
    default:
      return 'bottom-right';
  }
}

function isShown(label: ProductLabel, now: number): boolean {
  // "Not past the end" rather than "past the end is hidden", so that an
  // invalid end date (NaN) hides the label instead of showing it for ever.
  return label.endAt === null || now <= label.endAt.getTime();
}

/**
 * The labels to show at `now`: expired ones hidden (a label is shown up to
 * and including its `endAt`), the rest by priority, lowest first, labels of
 * equal priority keeping their given order.
 *
 * Always holds: the result is a permutation of the unexpired labels (same
 * objects), and its priorities never go down.
 */
export function visibleLabels(labels: readonly ProductLabel[], now: Date): ProductLabel[] {
  const moment = now.getTime();
  // Array.prototype.sort is stable (ES2019), which keeps equal priorities in order.
  return labels.filter((label) => isShown(label, moment)).sort((a, b) => a.priority - b.priority);
}

/**
 * The labels to show at `now`, grouped by corner, each corner in
 * {@link visibleLabels} order. Every corner is present, empty when no label
 * sits there.
 */
export function labelsByCorner(labels: readonly ProductLabel[], now: Date): Record<LabelCorner, ProductLabel[]> {
  const corners: Record<LabelCorner, ProductLabel[]> = { 'top-left': [], 'top-right': [], 'bottom-left': [], 'bottom-right': [] };
  for (const label of visibleLabels(labels, now)) {
    corners[labelCorner(label.position)].push(label);
  }
  return corners;
}
