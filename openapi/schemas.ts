import type { components } from './programme-api';

/**
 * The programme API's bodies (the schemas of programme-api.yaml), each named
 * once for the server that builds them and the adapters that read them, so
 * no module spells out the generated contract's schema path. Adapters import
 * them as a namespace (`Api.Cart`), which keeps them apart from the domain's
 * types of the same name.
 */
type Schemas = components['schemas'];

export type Account = Schemas['Account'];
export type Address = Schemas['Address'];
export type AddressInput = Schemas['AddressInput'];
export type AddressLines = Schemas['AddressLines'];
export type AddressToValidate = Schemas['AddressToValidate'];
export type AddressValidation = Schemas['AddressValidation'];
export type AppliedPromotion = Schemas['AppliedPromotion'];
export type AuthorizedRedeemer = Schemas['AuthorizedRedeemer'];
export type AuthorizedRedeemerRelation = Schemas['AuthorizedRedeemerRelation'];
export type BillingAddress = Schemas['BillingAddress'];
export type BinRange = Schemas['BinRange'];
export type CardEarning = Schemas['CardEarning'];
export type Cart = Schemas['Cart'];
export type CharityShare = Schemas['CharityShare'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type CheckoutResult = Schemas['CheckoutResult'];
export type ContentConfig = Schemas['ContentConfig'];
export type ContentPage = Schemas['ContentPage'];
export type EraserRedemption = Schemas['EraserRedemption'];
export type ExternalRedemptionProduct = Schemas['ExternalRedemptionProduct'];
export type ExternalRedemptionProductGroup = Schemas['ExternalRedemptionProductGroup'];
export type FieldValue = Schemas['FieldValue'];
export type FooterLink = Schemas['FooterLink'];
export type HistoricalOrder = Schemas['HistoricalOrder'];
export type HistoricalOrderPage = Schemas['HistoricalOrderPage'];
export type LocalizedText = Schemas['LocalizedText'];
export type Money = Schemas['Money'];
export type NavigationItem = Schemas['NavigationItem'];
export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type OrderPage = Schemas['OrderPage'];
export type PayWithRewardActivity = Schemas['PayWithRewardActivity'];
export type PayWithRewardBulkRedemption = Schemas['PayWithRewardBulkRedemption'];
export type PayWithRewardRedemption = Schemas['PayWithRewardRedemption'];
export type PendingActionDetail = Schemas['PendingActionDetail'];
export type PointsStatement = Schemas['PointsStatement'];
export type PointsStatementEntry = Schemas['PointsStatementEntry'];
export type ProductDetail = Schemas['ProductDetail'];
export type ProductGroup = Schemas['ProductGroup'];
export type ProductLabel = Schemas['ProductLabel'];
export type ProductListItem = Schemas['ProductListItem'];
export type ProductPage = Schemas['ProductPage'];
export type ProductVariant = Schemas['ProductVariant'];
export type Profile = Schemas['Profile'];
export type ProgramRegistration = Schemas['ProgramRegistration'];
export type PromotionGroup = Schemas['PromotionGroup'];
export type RedemptionDestination = Schemas['RedemptionDestination'];
export type RedemptionResult = Schemas['RedemptionResult'];
export type RedemptionValueWay = Schemas['RedemptionValueWay'];
export type RedemptionValues = Schemas['RedemptionValues'];
export type RegistrationField = Schemas['RegistrationField'];
export type SaleChannelCode = Schemas['SaleChannelCode'];
export type Session = Schemas['Session'];
export type Slide = Schemas['Slide'];
export type Terms = Schemas['Terms'];
export type Transaction = Schemas['Transaction'];
export type TransactionPage = Schemas['TransactionPage'];
export type TravelBooking = Schemas['TravelBooking'];
export type TravelQuote = Schemas['TravelQuote'];
export type Traveller = Schemas['Traveller'];
export type WishlistItem = Schemas['WishlistItem'];

/** One line of a cart, as the cart schema nests it. */
export type CartItem = Cart['shopping_cart_items'][number];
