import type { FormValidation } from '@rewards-storefront/domain/validation/validation-message';
import { z } from 'zod/mini';

/**
 * A form's zod/mini schema for react-hook-form's `zodResolver`, made of the
 * domain's rule and nothing else (docs/decisions.md, "Form schemas use
 * zod/mini"): it gives the rule's value, or one custom issue per field the
 * rule names, whose message is the rule's i18n key (the form translates it
 * with the field's label; a message about the whole form has no path).
 */
export function domainFormSchema<Form, Value = Form>(validate: (form: Form) => FormValidation<Value>) {
  return z.pipe(
    z.custom<Form>(),
    z.transform<Form, Value>((form, payload) => {
      const result = validate(form);
      if (result.ok) return result.value;
      for (const [field, message] of Object.entries(result.errors)) {
        if (message === undefined) continue; // a Partial record's type, never a rule's value
        payload.issues.push({ code: 'custom', path: field === '' ? [] : [field], message: message.key, input: form });
      }
      return z.NEVER;
    }),
  );
}
