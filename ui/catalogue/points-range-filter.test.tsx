import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FakeCatalogueGateway, aProduct } from '../../tests/fakes/fake-catalogue-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const products = Array.from({ length: 3 }, (_, index) => aProduct({ id: index + 1, name: `Product ${index + 1}`, points: 10_000 }));

async function shopAt(path: string) {
  const { container } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
  const { router } = renderApp(container, path);
  await screen.findByRole('heading', { name: 'Product 3' });
  return { router, sidebar: screen.getByRole('complementary', { name: /^(Filters|Filtres)$/ }) };
}

function type(box: HTMLElement, value: string, caret = value.length) {
  (box as HTMLInputElement).focus();
  fireEvent.change(box, { target: { value, selectionStart: caret, selectionEnd: caret } });
}

describe('Points range filter', () => {
  it('groups the points by thousands as they are typed, keeping the caret after the digit typed', async () => {
    const { sidebar } = await shopAt('/shop');
    const minimum = within(sidebar).getByRole('textbox', { name: 'Minimum points' }) as HTMLInputElement;
    expect(minimum).toHaveAttribute('inputmode', 'numeric');
    type(minimum, '25000');
    expect(minimum).toHaveValue('25,000');
    // A 1 typed after the 2 of "25,000": the caret stays after the 1, before the 5.
    type(minimum, '215,000', 2);
    expect(minimum).toHaveValue('215,000');
    expect(minimum.selectionStart).toBe(2);
  });

  it('takes only digits: a sign, a decimal point or a letter changes nothing', async () => {
    const { sidebar } = await shopAt('/shop');
    const maximum = within(sidebar).getByRole('textbox', { name: 'Maximum points' });
    type(maximum, '-12.5k');
    expect(maximum).toHaveValue('125');
  });

  it('applies a maximum past 500,000 as 500,000, the open end of the range', async () => {
    const { router, sidebar } = await shopAt('/shop?min=1000&max=60000');
    const maximum = within(sidebar).getByRole('textbox', { name: 'Maximum points' });
    type(maximum, '900000');
    fireEvent.blur(maximum);
    await waitFor(() => expect(router.state.location.search).toBe('?min=1000'));
    expect(within(sidebar).getByRole('textbox', { name: 'Maximum points' })).toHaveValue('');
  });

  it('shows a number past 500,000 as 500,000 once the box is left', async () => {
    const { sidebar } = await shopAt('/shop');
    const maximum = within(sidebar).getByRole('textbox', { name: 'Maximum points' });
    type(maximum, '900000');
    fireEvent.blur(maximum);
    expect(maximum).toHaveValue('500,000');
  });

  it('writes the points with no-break spaces in French', async () => {
    const { sidebar } = await shopAt('/fr/shop?min=2000&max=30000');
    expect(within(sidebar).getByRole('textbox', { name: 'Points minimum' })).toHaveValue('2\u00a0000');
    expect(within(sidebar).getByRole('textbox', { name: 'Points maximum' })).toHaveValue('30\u00a0000');
  });
});
