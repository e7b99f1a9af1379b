import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aTravelBooking } from '../../tests/fakes/fake-itinerary-gateway';
import { renderApp } from '../../tests/fakes/render-app';

function traveller() {
  const scenario = chromeScenario('member');
  scenario.fakes.itineraries.bookings = [aTravelBooking(9, 'hotel'), aTravelBooking(8, 'flight')];
  return scenario;
}

describe('Itinerary page (spec §2, §3, §9)', () => {
  it('lists the bookings with their number, places, dates, type, status and travellers', async () => {
    const { container } = traveller();
    renderApp(container, '/account/my-itinerary');
    const flight = await screen.findByRole('listitem', { name: 'Flight Toronto (YYZ) – Vancouver (YVR)' });
    expect(flight).toHaveTextContent('TRV-8');
    expect(flight).toHaveTextContent('YYZ');
    expect(flight).toHaveTextContent('YVR');
    expect(flight).toHaveTextContent('2026-04-10 to 2026-04-17');
    expect(flight).toHaveTextContent('Flight');
    expect(flight).toHaveTextContent('Confirmed');
    expect(flight).toHaveTextContent('PassengersAlex Martin');
    const hotel = screen.getByRole('listitem', { name: 'Hotel in Vancouver, 3 nights' });
    expect(hotel).toHaveTextContent('GuestsAlex Martin');
    expect(hotel).toHaveTextContent('Booked');
  });

  it('cancels a booking at the travel partner: it reads Cancelled, the points returned are announced, no second cancel is offered', async () => {
    const { container, fakes } = traveller();
    fakes.itineraries.pointsPaid.set(8, 38_500);
    renderApp(container, '/account/my-itinerary');
    const flight = await screen.findByRole('listitem', { name: 'Flight Toronto (YYZ) – Vancouver (YVR)' });
    fireEvent.click(within(flight).getByRole('button', { name: 'Cancel the booking Flight Toronto (YYZ) – Vancouver (YVR)' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Flight Toronto (YYZ) – Vancouver (YVR)' })).toHaveTextContent('Cancelled'),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Flight Toronto (YYZ) – Vancouver (YVR)' })).queryByRole('button', { name: /Cancel the booking/ }),
    ).not.toBeInTheDocument();
  });

  it('offers the cancellation in French', async () => {
    const { container } = traveller();
    renderApp(container, '/fr/account/my-itinerary');
    const hotel = await screen.findByRole('listitem', { name: 'Hotel in Vancouver, 3 nights' });
    expect(within(hotel).getByRole('button', { name: 'Annuler la réservation Hotel in Vancouver, 3 nights' })).toBeInTheDocument();
  });

  it('opens the itinerary at the travel partner with a token, showing the travel loading screen meanwhile', async () => {
    const { container, fakes } = traveller();
    renderApp(container, '/fr/account/my-itinerary');
    const flight = await screen.findByRole('listitem', { name: 'Flight Toronto (YYZ) – Vancouver (YVR)' });
    fireEvent.click(within(flight).getByRole('button', { name: /Voir l’itinéraire de Flight/ }));
    await waitFor(() =>
      expect(fakes.pageNavigator.assigned).toEqual([
        '/sandbox/travel-partner/authenticate?token=travel-token-1&lang=fr&redirect=itinerary%2Fflight%2FDEMO-TRAVEL-0008',
      ]),
    );
    expect(screen.getByText('Chargement du voyage…')).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/account/my-itinerary');
    expect(await screen.findByText('You have no travel bookings yet.')).toBeInTheDocument();
  });
});
