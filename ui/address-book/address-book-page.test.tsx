import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aSavedAddress } from '../../tests/fakes/fake-address-book-gateway';
import { renderApp } from '../../tests/fakes/render-app';

function withBook() {
  const scenario = chromeScenario('member');
  scenario.fakes.addressBook.addresses = [
    aSavedAddress(1, { isDefault: true, type: 'default' }),
    aSavedAddress(2, { address1: '1250 Rue Sainte-Catherine', address2: null, city: 'Montréal', regionCode: 'QC', postalCode: 'H3G 1P1' }),
  ];
  return scenario;
}

const fill = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

/** The address form's labels, in each language. */
const FORM = {
  en: { street: /^Street address/, city: 'City', province: 'Province or territory', postal: 'Postal code', save: 'Save the address' },
  fr: { street: /^Adresse municipale/, city: 'Ville', province: 'Province ou territoire', postal: 'Code postal', save: 'Enregistrer l’adresse' },
} as const;

/** Enters `street` in Toronto, ON M5E 1E5 on the address form, labelled in `language`, and saves it. */
function saveTorontoAddress(street: string, language: keyof typeof FORM = 'en') {
  const labels = FORM[language];
  fill(labels.street, street);
  fill(labels.city, 'Toronto');
  fireEvent.change(screen.getByRole('combobox', { name: labels.province }), { target: { value: 'ON' } });
  fill(labels.postal, 'M5E 1E5');
  fireEvent.click(screen.getByRole('button', { name: labels.save }));
}

describe('Address book (spec §2 /account/address)', () => {
  it('lists the addresses, the default first and marked, the province named in the page’s language', async () => {
    const { container } = withBook();
    renderApp(container, '/fr/account/address');
    const list = await screen.findByRole('list', { name: 'Vos adresses' });
    const items = await within(list).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Adresse par défaut');
    expect(items[0]).toHaveTextContent('Toronto Ontario M5X 1A9');
    expect(items[1]).toHaveTextContent('Montréal Québec H3G 1P1');
    expect(within(items[1]!).getByRole('link', { name: 'Modifier l’adresse 1250 Rue Sainte-Catherine' })).toHaveAttribute(
      'href',
      '/fr/account/address/edit?id=2',
    );
  });

  it('deletes an address after a confirmation, and makes another the default', async () => {
    const { container, fakes } = withBook();
    renderApp(container, '/account/address');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the address 100 King Street West' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the address' }));
    await waitFor(() => expect(fakes.addressBook.removed).toEqual([1]));
    const list = screen.getByRole('list', { name: 'Your addresses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Default address')).toBeInTheDocument();
    expect(await screen.findByText('The address has been removed from your address book.')).toBeInTheDocument();
  });

  it('makes an address the default', async () => {
    const { container } = withBook();
    renderApp(container, '/account/address');
    fireEvent.click(await screen.findByRole('button', { name: 'Make 1250 Rue Sainte-Catherine your default address' }));
    const list = screen.getByRole('list', { name: 'Your addresses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1250 Rue Sainte-Catherine'));
    expect(screen.getByText('Your rewards will be shipped to this address by default.')).toBeInTheDocument();
  });
});

describe('Address form (spec §3 new-address defaults, §5 verification)', () => {
  it('starts a new address in Canada with the member’s name, and says why Canada', async () => {
    const { container } = withBook();
    renderApp(container, '/account/address/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add an address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
    const country = screen.getByRole('textbox', { name: 'Country' });
    expect(country).toHaveValue('Canada');
    expect(country).toHaveAttribute('readonly');
    expect(country).toHaveAccessibleDescription('We deliver rewards to Canadian street addresses only, so every address is in Canada.');
  });

  it('saves a valid address and says so on the address book', async () => {
    const { container, fakes } = withBook();
    const { router } = renderApp(container, '/account/address/new');
    await screen.findByRole('heading', { level: 1, name: 'Add an address' });
    saveTorontoAddress('1 Yonge Street');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address'));
    expect(fakes.addressBook.created).toEqual([
      expect.objectContaining({ address1: '1 Yonge Street', country: 'CA', region_code: 'ON', isDefault: false }),
    ]);
    expect(await screen.findByText('Your address book has been updated.')).toBeInTheDocument();
  });

  it('refuses a P.O. box before asking the verifier', async () => {
    const { container, fakes } = withBook();
    renderApp(container, '/account/address/new');
    await screen.findByRole('heading', { level: 1, name: 'Add an address' });
    fill(/^Street address/, 'PO Box 12');
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('We cannot deliver to a P.O. box. Please enter a street address.')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(fakes.addressBook.validated).toEqual([]);
  });

  it('offers the suggested street beside the entered one, and saves the one chosen', async () => {
    const { container, fakes } = withBook();
    renderApp(container, '/fr/account/address/new');
    await screen.findByRole('heading', { level: 1, name: 'Ajouter une adresse' });
    saveTorontoAddress('10 Yonge Stret', 'fr');
    expect(
      // findByText compares its normalised text (every space made plain) with the text as written here.
      await screen.findByText('Nous n’avons pas trouvé le nom de rue entré. Le nom de rue suggéré est Yonge Street. Merci !'),
    ).toBeInTheDocument();
    const choice = screen.getByRole('radiogroup', { name: 'Quelle adresse devons-nous enregistrer\u202f?' });
    expect(within(choice).getByRole('radio', { name: /Utiliser l’adresse vérifiée.*10 Yonge Street/ })).toBeChecked();
    fireEvent.click(within(choice).getByRole('radio', { name: /Utiliser l’adresse que j’ai entrée/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer cette adresse' }));
    await waitFor(() => expect(fakes.addressBook.created).toEqual([expect.objectContaining({ address1: '10 Yonge Stret' })]));
    expect(fakes.addressBook.validated).toHaveLength(1);
  });

  it('shows the verifier’s error for a missing address', async () => {
    const { container, fakes } = withBook();
    fakes.addressBook.validate = async () => ({
      ok: true,
      answer: {
        suggestion: null,
        errors: [{ field: 'address1', code: 'MISSING_ADDRESS', message: 'Address is invalid', suggestion: null }],
      },
    });
    renderApp(container, '/account/address/new');
    await screen.findByRole('heading', { level: 1, name: 'Add an address' });
    saveTorontoAddress('1 Nowhere');
    expect(await screen.findByRole('alert')).toHaveTextContent('Address is invalid');
    expect(fakes.addressBook.created).toEqual([]);
  });

  it('edits an address, prefilled, and may make it the default', async () => {
    const { container, fakes } = withBook();
    renderApp(container, '/account/address/edit?id=2');
    expect(await screen.findByRole('textbox', { name: /^Street address/ })).toHaveValue('1250 Rue Sainte-Catherine');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() =>
      expect(fakes.addressBook.updated).toEqual([
        { id: 2, address: expect.objectContaining({ address1: '1250 Rue Sainte-Catherine', isDefault: true }) },
      ]),
    );
  });

  it('says when the address to edit is not in the book', async () => {
    const { container } = withBook();
    renderApp(container, '/account/address/edit?id=99');
    expect(await screen.findByText('This address could not be found in your address book.')).toBeInTheDocument();
  });
});
