import type { components } from '@openapi/programme-api';

/**
 * The programme API's schemas the adapters read and send, each under one
 * name (`Api` and the schema's name), so no adapter indexes the generated
 * contract itself.
 */
type Schemas = components['schemas'];

export type ApiAccount = Schemas['Account'];
export type ApiAddress = Schemas['Address'];
export type ApiAddressInput = Schemas['AddressInput'];
export type ApiAddressLines = Schemas['AddressLines'];
export type ApiAddressValidation = Schemas['AddressValidation'];
export type ApiAppliedPromotion = Schemas['AppliedPromotion'];
export type ApiAuthorizedRedeemer = Schemas['AuthorizedRedeemer'];
export type ApiBillingAddress = Schemas['BillingAddress'];
export type ApiCart = Schemas['Cart'];
export type ApiCheckoutRequest = Schemas['CheckoutRequest'];
export type ApiContentConfig = Schemas['ContentConfig'];
export type ApiContentPage = Schemas['ContentPage'];
export type ApiEraserRedemption = Schemas['EraserRedemption'];
export type ApiExternalRedemptionProduct = Schemas['ExternalRedemptionProduct'];
export type ApiExternalRedemptionProductGroup = Schemas['ExternalRedemptionProductGroup'];
export type ApiFooterLink = Schemas['FooterLink'];
export type ApiHistoricalOrder = Schemas['HistoricalOrder'];
export type ApiHistoricalOrderPage = Schemas['HistoricalOrderPage'];
export type ApiNavigationItem = Schemas['NavigationItem'];
export type ApiOrder = Schemas['Order'];
export type ApiOrderItem = Schemas['OrderItem'];
export type ApiOrderPage = Schemas['OrderPage'];
export type ApiPayWithRewardActivity = Schemas['PayWithRewardActivity'];
export type ApiPendingActionDetail = Schemas['PendingActionDetail'];
export type ApiPointsStatement = Schemas['PointsStatement'];
export type ApiProductDetail = Schemas['ProductDetail'];
export type ApiProductLabel = Schemas['ProductLabel'];
export type ApiProductListItem = Schemas['ProductListItem'];
export type ApiProductPage = Schemas['ProductPage'];
export type ApiProductVariant = Schemas['ProductVariant'];
export type ApiProfile = Schemas['Profile'];
export type ApiProgramRegistration = Schemas['ProgramRegistration'];
export type ApiRedemptionDestination = Schemas['RedemptionDestination'];
export type ApiRedemptionResult = Schemas['RedemptionResult'];
export type ApiRegistrationField = Schemas['RegistrationField'];
export type ApiSession = Schemas['Session'];
export type ApiSlide = Schemas['Slide'];
export type ApiTransaction = Schemas['Transaction'];
export type ApiTravelQuote = Schemas['TravelQuote'];
export type ApiTraveller = Schemas['Traveller'];
export type ApiWishlistItem = Schemas['WishlistItem'];

/** One line of a cart, as the cart schema nests it. */
export type ApiCartItem = ApiCart['shopping_cart_items'][number];
