import { useTranslate } from '../hooks/use-translate';
import { FactList } from '../components/fact-list';

export interface ProductFactsProps {
  readonly brand: string | null;
  readonly model: string | null;
  /** The selected variant's SKU (the product's own when none is selected). */
  readonly sku: string;
}

/** Brand, model and SKU as a description list; a fact the product lacks is left out, not shown blank. */
export function ProductFacts({ brand, model, sku }: ProductFactsProps) {
  const { t } = useTranslate();
  const facts = [
    { key: 'brand', label: t('product.brand'), value: brand },
    { key: 'model', label: t('product.model'), value: model },
    { key: 'sku', label: t('product.sku'), value: sku },
  ].filter((fact) => fact.value !== null && fact.value.trim() !== '');
  return <FactList facts={facts} layout="compact" />;
}
