import { randomUUID } from 'node:crypto';
import { HttpAddressBookGateway } from '@infrastructure/http-address-book-gateway';
import { HttpAuthorizedRedeemerGateway } from '@infrastructure/http-authorized-redeemer-gateway';
import { HttpContactDetailsGateway } from '@infrastructure/http-contact-details-gateway';
import { HttpItineraryGateway } from '@infrastructure/http-itinerary-gateway';
import { HttpPasswordGateway } from '@infrastructure/http-password-gateway';
import { HttpPointsStatementGateway } from '@infrastructure/http-points-statement-gateway';
import { HttpTransactionGateway } from '@infrastructure/http-transaction-gateway';
import { describe } from 'vitest';
import { aProfile } from '../fakes/fake-profile-gateway';
import { FakeAddressBookGateway, aSavedAddress } from '../fakes/fake-address-book-gateway';
import { FakeAuthorizedRedeemerGateway, anAuthorizedRedeemer } from '../fakes/fake-authorized-redeemer-gateway';
import { FakeContactDetailsGateway } from '../fakes/fake-contact-details-gateway';
import { FakeItineraryGateway, aTravelBooking } from '../fakes/fake-itinerary-gateway';
import { FakePasswordGateway } from '../fakes/fake-password-gateway';
import { FakePointsStatementGateway, aLedgerEntry } from '../fakes/fake-points-statement-gateway';
import { FakeTransactionGateway, aTransaction, anAnnualFee } from '../fakes/fake-transaction-gateway';
import { FixedClock } from '../fakes/fixed-clock';
import { addressBookGatewayContract } from './address-book-gateway.contract';
import { authorizedRedeemerGatewayContract } from './authorized-redeemer-gateway.contract';
import { itineraryGatewayContract } from './itinerary-gateway.contract';
import { contactDetailsGatewayContract, passwordGatewayContract } from './password-and-contact-gateways.contract';
import { signedInClient, DEMO_PASSWORD } from './support/member-client';
import { useRealProgrammeApiAndDatabase } from './support/real-programme-api-and-database';
import { pointsStatementGatewayContract } from './points-statement-gateway.contract';
import { transactionGatewayContract } from './transaction-gateway.contract';

const DAY_MS = 86_400_000;

/** The month after the one `now` falls in, `YYYY-MM` (UTC). */
const monthAfter = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);

describe('Account portal gateways: the fakes used by use-case and UI tests', () => {
  describe('PointsStatementGateway contract', () => {
    pointsStatementGatewayContract(async () => {
      const clock = new FixedClock();
      const now = clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const gateway = new FakePointsStatementGateway(
        clock,
        new Map([
          [
            101,
            [
              aLedgerEntry(1, 5_000, new Date(monthStart.getTime() - 40 * DAY_MS)),
              aLedgerEntry(2, -1_200, monthStart, { reference: 'R-1' }),
              aLedgerEntry(3, 2_400, new Date(now.getTime() - 1000), { postsAt: new Date(now.getTime() + 3 * DAY_MS), reason: 'travel_credit', reference: 'T-1' }),
            ],
          ],
          [103, []],
        ]),
      );
      gateway.redeemerOnly.add(103);
      return { gateway, accountId: 101, othersAccountId: 999, redeemerOnlyAccountId: 103, nextMonth: monthAfter(now) };
    });
  });

  describe('TransactionGateway contract', () => {
    transactionGatewayContract(async () => {
      const clock = new FixedClock();
      const now = clock.now().getTime();
      const gateway = new FakeTransactionGateway(
        clock,
        new Map([
          [
            101,
            [
              aTransaction('card-1', { postedAt: new Date(now - 3 * DAY_MS) }),
              anAnnualFee('card-2', new Date(now - 30 * DAY_MS)),
              anAnnualFee('card-3', new Date(now - 200 * DAY_MS)),
              aTransaction('ledger-4', {
                postedAt: new Date(now - 50 * DAY_MS),
                action: 'redeem',
                points: -5_000,
                cardTransactionId: null,
              }),
            ],
          ],
          [104, []],
        ]),
      );
      gateway.redeemerOnly.add(104);
      gateway.balances.set(101, 152_300);
      return {
        gateway,
        accountId: 101,
        redeemableFeeId: 2,
        expiredFeeId: 3,
        othersAccountId: 201,
        redeemerOnlyAccountId: 104,
        freshKey: () => randomUUID(),
      };
    });
  });

  describe('AuthorizedRedeemerGateway contract', () => {
    authorizedRedeemerGatewayContract(async () => {
      const gateway = new FakeAuthorizedRedeemerGateway(
        new Map([
          [101, [anAuthorizedRedeemer(1)]],
          [104, []],
        ]),
      );
      gateway.redeemerOnly.add(104);
      return { gateway, accountId: 101, othersAccountId: 201, redeemerOnlyAccountId: 104, newEmail: 'sam.martin@example.com' };
    });
  });

  describe('AddressBookGateway contract', () => {
    addressBookGatewayContract(async () => ({
      gateway: new FakeAddressBookGateway([aSavedAddress(1, { isDefault: true, type: 'default' })]),
      othersAddressId: 999,
    }));
  });

  describe('ItineraryGateway contract', () => {
    itineraryGatewayContract(async () => ({
      gateway: new FakeItineraryGateway([aTravelBooking(9, 'hotel'), aTravelBooking(8, 'flight')]),
      accountId: 101,
      othersAccountId: 201,
    }));
  });

  describe('PasswordGateway contract', () => {
    passwordGatewayContract(async () => ({ gateway: new FakePasswordGateway('Rewards#2026'), current: 'Rewards#2026' }));
  });

  describe('ContactDetailsGateway contract', () => {
    contactDetailsGatewayContract(async () => ({
      editable: new FakeContactDetailsGateway(aProfile({ accountCategory: 'nga' })),
      notEditable: new FakeContactDetailsGateway(
        aProfile({ accountCategory: 'personal', tiers: [{ code: 'elite', name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' } }] }),
      ),
    }));
  });
});

describe('Account portal gateways: the openapi-fetch adapters against the real programme API', () => {
  const real = useRealProgrammeApiAndDatabase();
  const url = () => real().server.url;
  const cardId = async (reference: string) => {
    const { rows } = await real().pool.query<{ id: number }>('SELECT id FROM account WHERE reference_identifier = $1', [reference]);
    return rows[0]!.id;
  };
  let fees = 0;

  describe('TransactionGateway contract', () => {
    transactionGatewayContract(async () => {
      const elite = await signedInClient(url(), 'elite');
      const accountId = await cardId('ACC-1001');
      // A fee of its own for each test: the eraser takes each once.
      const insertFee = async (daysAgo: number) => {
        fees += 1;
        const { rows } = await real().pool.query<{ id: number }>(
          `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, amount_cents, transaction_at, posted_at)
           VALUES ($1, $2, 'annual_fee', 'Annual fee: Elite card', 1000, now() - make_interval(days => $3), now() - make_interval(days => $3)) RETURNING id`,
          [accountId, `CT-CONTRACT-${fees}`, daysAgo],
        );
        return rows[0]!.id;
      };
      return {
        gateway: new HttpTransactionGateway(elite.client),
        accountId,
        redeemableFeeId: await insertFee(10),
        expiredFeeId: await insertFee(150),
        othersAccountId: await cardId('ACC-2001'),
        redeemerOnlyAccountId: await cardId('ACC-1004'),
        freshKey: () => randomUUID(),
      };
    });
  });

  describe('PointsStatementGateway contract', () => {
    pointsStatementGatewayContract(async () => {
      const elite = await signedInClient(url(), 'elite');
      const accountId = await cardId('ACC-1001');
      // A pending Elite travel credit of its own (the demo's have posted), as the ledger records one.
      await real().pool.query(
        `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, occurred_at, recorded_at, posts_at)
         VALUES ($1, 'bonus', 2400, 'Elite travel bonus: contract', 'travel_bonus', now(), now(), now() + interval '3 days')`,
        [accountId],
      );
      return {
        gateway: new HttpPointsStatementGateway(elite.client, url() + '/api/v1'),
        accountId,
        othersAccountId: await cardId('ACC-2001'),
        redeemerOnlyAccountId: await cardId('ACC-1004'),
        nextMonth: monthAfter(new Date()),
      };
    });
  });

  describe('AuthorizedRedeemerGateway contract', () => {
    let people = 0;
    authorizedRedeemerGatewayContract(async () => {
      const elite = await signedInClient(url(), 'elite');
      people += 1;
      return {
        gateway: new HttpAuthorizedRedeemerGateway(elite.client),
        accountId: await cardId('ACC-1001'),
        othersAccountId: await cardId('ACC-2001'),
        redeemerOnlyAccountId: await cardId('ACC-1004'),
        newEmail: `sam.martin.${people}@example.com`,
      };
    });
  });

  describe('AddressBookGateway contract', () => {
    addressBookGatewayContract(async () => {
      const elite = await signedInClient(url(), 'elite');
      const { rows } = await real().pool.query<{ id: number }>(
        "SELECT a.id FROM member_address a JOIN member m ON m.id = a.member_id WHERE m.user_account = 'marie' LIMIT 1",
      );
      return { gateway: new HttpAddressBookGateway(elite.client), othersAddressId: rows[0]!.id };
    });
  });

  describe('ItineraryGateway contract', () => {
    itineraryGatewayContract(async () => {
      const elite = await signedInClient(url(), 'elite');
      return {
        gateway: new HttpItineraryGateway(elite.client),
        accountId: await cardId('ACC-1001'),
        othersAccountId: await cardId('ACC-2001'),
      };
    });
  });

  describe('PasswordGateway contract', () => {
    // A member of their own for each test, all starting from the demo password.
    const members = ['business', 'onhold', 'marie'];
    let next = 0;
    passwordGatewayContract(async () => {
      const member = await signedInClient(url(), members[next++]!);
      return { gateway: new HttpPasswordGateway(member.client), current: DEMO_PASSWORD };
    });
  });

  describe('ContactDetailsGateway contract', () => {
    contactDetailsGatewayContract(async () => ({
      editable: new HttpContactDetailsGateway((await signedInClient(url(), 'select')).client),
      notEditable: new HttpContactDetailsGateway((await signedInClient(url(), 'elite')).client),
    }));
  });
});
