import { AddressBookStore } from '../address-book/address-book-store';
import { ChangeAddressBook } from '../address-book/change-address-book';
import { SaveAddress } from '../address-book/save-address';
import type { Content } from '../content/content-capability';
import { CancelTravelBooking } from '../itinerary/cancel-travel-booking';
import { itineraries as itineraryQuery } from '../itinerary/itinerary-store';
import { QueryStore } from '../context/query-store';
import { OpenItinerary } from '../itinerary/open-itinerary';
import { ChangePassword } from '../password/change-password';
import type { LazyPorts, Ports } from '../ports/ports';
import { ResendEmailLink } from '../profile/resend-email-link';
import { UpdateContactDetails } from '../profile/update-contact-details';
import { AddAuthorizedRedeemer } from '../redeemers/add-authorized-redeemer';
import { AuthorizedRedeemerStore } from '../redeemers/authorized-redeemer-store';
import { RemoveAuthorizedRedeemer } from '../redeemers/remove-authorized-redeemer';
import type { Session } from '../session/session-capability';
import { DownloadTransactions } from '../transactions/download-transactions';
import { pointsStatement } from '../transactions/points-statement-store';
import { RedeemAnnualFee } from '../transactions/redeem-annual-fee';
import { transactions as transactionQuery } from '../transactions/transaction-store';

/**
 * The account portal: contact details, password, address book,
 * transactions and the annual-fee eraser, authorized redeemers and travel
 * itineraries.
 */
export function createAccountPortal(
  ports: Ports & LazyPorts['accountPortal'],
  { session, content }: { session: Session; content: Content },
) {
  const { errorReporter: errors, idempotencyKeys } = ports;
  const { contextStore, accountStore, profileStore } = session;
  const { notificationStore } = content;
  const contact = ports.contactDetailsGateway;
  const addresses = ports.addressBookGateway;
  const transactions = ports.transactionGateway;
  const redeemers = ports.authorizedRedeemerGateway;
  const itineraries = ports.itineraryGateway;

  const addressBookStore = new AddressBookStore(contextStore, addresses, errors);
  const transactionStore = new QueryStore(transactionQuery(contextStore, transactions, errors));
  const authorizedRedeemerStore = new AuthorizedRedeemerStore(contextStore, redeemers, errors);
  return {
    updateContactDetails: new UpdateContactDetails(contact, profileStore, notificationStore, errors),
    resendEmailLink: new ResendEmailLink(contact, profileStore, notificationStore, errors),
    changePassword: new ChangePassword(ports.passwordGateway, notificationStore, errors),
    addressBookStore,
    saveAddress: new SaveAddress(addresses, notificationStore, errors),
    changeAddressBook: new ChangeAddressBook(addresses, addressBookStore, notificationStore, errors),
    transactionStore,
    pointsStatementStore: new QueryStore(pointsStatement(contextStore, ports.pointsStatementGateway, errors)),
    /** Where the browser downloads a statement month as CSV or PDF. */
    pointsStatementFiles: ports.pointsStatementGateway,
    downloadTransactions: new DownloadTransactions(transactions, ports.fileSaver, accountStore, notificationStore, errors),
    redeemAnnualFee: new RedeemAnnualFee(transactions, idempotencyKeys, accountStore, transactionStore, notificationStore, errors),
    authorizedRedeemerStore,
    addAuthorizedRedeemer: new AddAuthorizedRedeemer(
      redeemers,
      authorizedRedeemerStore,
      accountStore,
      profileStore,
      notificationStore,
      errors,
    ),
    removeAuthorizedRedeemer: new RemoveAuthorizedRedeemer(redeemers, authorizedRedeemerStore, accountStore, notificationStore, errors),
    itineraryStore: new QueryStore(itineraryQuery(contextStore, itineraries, errors)),
    openItinerary: new OpenItinerary(itineraries, accountStore, notificationStore, errors),
    cancelTravelBooking: new CancelTravelBooking(itineraries, idempotencyKeys, accountStore, notificationStore, errors),
  };
}

export type AccountPortal = ReturnType<typeof createAccountPortal>;
