import type { components } from '@openapi/programme-api';

/**
 * The bodies the programme API answers with and reads (the schemas of
 * openapi/programme-api.yaml), named once for the whole server so that a
 * service imports the body it builds rather than spelling out the schema path.
 */
type Schemas = components['schemas'];

export type Account = Schemas['Account'];
export type Address = Schemas['Address'];
export type AddressInput = Schemas['AddressInput'];
export type AddressToValidate = Schemas['AddressToValidate'];
export type AddressValidation = Schemas['AddressValidation'];
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
export type Slide = Schemas['Slide'];
export type Terms = Schemas['Terms'];
export type Transaction = Schemas['Transaction'];
export type TransactionPage = Schemas['TransactionPage'];
export type TravelBooking = Schemas['TravelBooking'];
export type Traveller = Schemas['Traveller'];
export type WishlistItem = Schemas['WishlistItem'];
