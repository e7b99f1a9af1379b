/**
 * Why a configured field's value is refused: missing although required,
 * longer than any field takes, or not matching the field's regex (with the
 * field's own localized message, which the programme configures). Shared by
 * registration's fields and password reset's questions (domain/auth).
 */
export type FieldProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'too-long'; readonly max: number }
  | { readonly kind: 'pattern'; readonly message: string };
