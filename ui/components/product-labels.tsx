import type { ProductLabel } from '@rewards-storefront/domain/catalogue/product-label';
import { LABEL_CORNERS, labelsByCorner } from '@rewards-storefront/domain/catalogue/product-label';
import classes from './product-labels.module.css';

/**
 * A product's labels over its image (spec §3 "Product label"): each in the
 * corner its position names, ordered by priority, expired ones left out.
 * The parent must be positioned (the corners are absolute). Each corner is
 * a list, so a screen reader hears the labels in reading order.
 */
export function ProductLabels({ labels, now }: { labels: readonly ProductLabel[]; now: Date }) {
  const corners = labelsByCorner(labels, now);
  return (
    <>
      {LABEL_CORNERS.filter((corner) => corners[corner].length > 0).map((corner) => (
        <ul key={corner} className={classes.corner} data-corner={corner}>
          {corners[corner].map((label) => (
            <li
              key={`${label.displayName}-${label.priority}`}
              className={classes.label}
              style={{ backgroundColor: label.backgroundColor, color: label.textColor }}
            >
              {label.imageUrl && <img src={label.imageUrl} alt="" className={classes.labelImage} />}
              {label.text}
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}
