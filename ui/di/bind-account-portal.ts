import { AddressBookStore } from '@application/address-book/address-book-store';
import { ChangeAddressBook } from '@application/address-book/change-address-book';
import { LoadAddressBook } from '@application/address-book/load-address-book';
import { SaveAddress } from '@application/address-book/save-address';
import { TOKENS } from '@application/di-tokens';
import { ItineraryStore } from '@application/itinerary/itinerary-store';
import { LoadItineraries } from '@application/itinerary/load-itineraries';
import { OpenItinerary } from '@application/itinerary/open-itinerary';
import { CancelTravelBooking } from '@application/itinerary/cancel-travel-booking';
import { ChangePassword } from '@application/password/change-password';
import { UpdateContactDetails } from '@application/profile/update-contact-details';
import { ResendEmailLink } from '@application/profile/resend-email-link';
import { AddAuthorizedRedeemer } from '@application/redeemers/add-authorized-redeemer';
import { AuthorizedRedeemerStore } from '@application/redeemers/authorized-redeemer-store';
import { LoadAuthorizedRedeemers } from '@application/redeemers/load-authorized-redeemers';
import { RemoveAuthorizedRedeemer } from '@application/redeemers/remove-authorized-redeemer';
import { DownloadTransactions } from '@application/transactions/download-transactions';
import { LoadTransactions } from '@application/transactions/load-transactions';
import { RedeemAnnualFee } from '@application/transactions/redeem-annual-fee';
import { TransactionStore } from '@application/transactions/transaction-store';
import { bindClass, type Binder } from './bind';

/**
 * The account portal: contact details, password, address book,
 * transactions and the annual-fee eraser, authorized redeemers and travel
 * itineraries. Its ports (the six gateways, Idempotency-Keys, the file
 * saver) are bound by the composition root or the test container.
 */
export function bindAccountPortal(binder: Binder): void {
  const t = TOKENS;
  // Profile and password
  bindClass(binder, t.updateContactDetails, UpdateContactDetails, [
    t.contactDetailsGateway,
    t.profileStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.resendEmailLink, ResendEmailLink, [t.contactDetailsGateway, t.profileStore, t.notificationStore, t.errorReporter]);
  bindClass(binder, t.changePassword, ChangePassword, [t.passwordGateway, t.notificationStore, t.errorReporter]);

  // Address book
  bindClass(binder, t.addressBookStore, AddressBookStore, [t.contextStore, t.loadAddressBook]);
  bindClass(binder, t.loadAddressBook, LoadAddressBook, [t.addressBookGateway, t.errorReporter]);
  bindClass(binder, t.saveAddress, SaveAddress, [t.addressBookGateway, t.notificationStore, t.errorReporter]);
  bindClass(binder, t.changeAddressBook, ChangeAddressBook, [
    t.addressBookGateway,
    t.addressBookStore,
    t.notificationStore,
    t.errorReporter,
  ]);

  // Transactions and the annual-fee eraser
  bindClass(binder, t.transactionStore, TransactionStore, [t.contextStore, t.loadTransactions]);
  bindClass(binder, t.loadTransactions, LoadTransactions, [t.transactionGateway, t.errorReporter]);
  bindClass(binder, t.downloadTransactions, DownloadTransactions, [
    t.transactionGateway,
    t.fileSaver,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.redeemAnnualFee, RedeemAnnualFee, [
    t.transactionGateway,
    t.idempotencyKeys,
    t.accountStore,
    t.transactionStore,
    t.notificationStore,
    t.errorReporter,
  ]);

  // Authorized redeemers
  bindClass(binder, t.authorizedRedeemerStore, AuthorizedRedeemerStore, [t.contextStore, t.loadAuthorizedRedeemers]);
  bindClass(binder, t.loadAuthorizedRedeemers, LoadAuthorizedRedeemers, [t.authorizedRedeemerGateway, t.errorReporter]);
  bindClass(binder, t.addAuthorizedRedeemer, AddAuthorizedRedeemer, [
    t.authorizedRedeemerGateway,
    t.authorizedRedeemerStore,
    t.accountStore,
    t.profileStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.removeAuthorizedRedeemer, RemoveAuthorizedRedeemer, [
    t.authorizedRedeemerGateway,
    t.authorizedRedeemerStore,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);

  // Travel itineraries
  bindClass(binder, t.itineraryStore, ItineraryStore, [t.contextStore, t.loadItineraries]);
  bindClass(binder, t.loadItineraries, LoadItineraries, [t.itineraryGateway, t.errorReporter]);
  bindClass(binder, t.openItinerary, OpenItinerary, [t.itineraryGateway, t.accountStore, t.notificationStore, t.errorReporter]);
  bindClass(binder, t.cancelTravelBooking, CancelTravelBooking, [
    t.itineraryGateway,
    t.idempotencyKeys,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);
}
