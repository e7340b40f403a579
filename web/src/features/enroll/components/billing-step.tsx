import { Building2 } from 'lucide-react';
import { billingMessages } from '#shared/checkout/billing-details';
import { gstStateCode, indianStateNames } from '#shared/checkout/indian-states';
import { SelectField, TextField } from '#web/components/form-field';
import type { FieldErrors } from '#web/lib/form-errors';
import { billingFieldPaths, type BillingField, type BillingValues } from '../billing-values';

interface BillingStepProps {
  billing: BillingValues;
  errors: FieldErrors;
  /** Rule 46: the invoice value is ₹50,000 or more, so a full address is due. */
  addressRequired: boolean;
  addressShown: boolean;
  /** The state GST is split by: the GSTIN's once it is valid. */
  supplyState: string;
  onChange(field: BillingField, value: string): void;
  onBillForCompany(forCompany: boolean): void;
}

/**
 * Step 2's billing details: "GST invoice for my company" (GSTIN, legal name, the company's
 * address), and the learner's full address when the invoice value reaches ₹50,000.
 */
export function BillingStep(props: BillingStepProps) {
  const { billing, errors, onChange } = props;
  const field = (name: BillingField) => ({
    name: billingFieldPaths[name],
    value: billing[name],
    error: errors[billingFieldPaths[name]],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const supplyCode = gstStateCode(props.supplyState);

  return (
    <div className="mt-6 space-y-5 border-t border-slate-200 pt-6 dark:border-slate-800">
      <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          name="forCompany"
          checked={billing.forCompany}
          onChange={(event) => props.onBillForCompany(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-blue-600"
        />
        <span>
          <span className="flex items-center gap-1.5 font-medium text-slate-900 dark:text-white">
            <Building2 className="size-4" aria-hidden="true" />
            GST invoice for my company
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            Your employer pays? Give its GSTIN, so it can claim the input tax credit.
          </span>
        </span>
      </label>

      {billing.forCompany && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="GSTIN"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            placeholder="27AAPFU0939F1ZV"
            hint={
              errors[billingFieldPaths.gstin] || !supplyCode
                ? '15 characters, as on the GST registration certificate'
                : `Place of supply: ${props.supplyState} (${supplyCode})`
            }
            className="[&_input]:uppercase [&_input]:placeholder:normal-case"
            {...field('gstin')}
          />
          <TextField
            label="Company's legal name"
            required
            autoComplete="organization"
            {...field('legalName')}
          />
        </div>
      )}

      {props.addressShown && (
        <fieldset className="space-y-5">
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">
            {billing.forCompany ? "Company's billing address" : 'Billing address'}
          </legend>
          {props.addressRequired && !billing.forCompany && !errors.billingAddress && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {billingMessages.fullAddressRequired}
            </p>
          )}
          {errors.billingAddress && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.billingAddress}
            </p>
          )}
          <TextField
            label="Address line 1"
            required
            autoComplete="address-line1"
            placeholder="Building, street, area"
            hint={billing.forCompany ? undefined : 'With the city and state given above'}
            {...field('line1')}
          />
          <TextField label="Address line 2" autoComplete="address-line2" {...field('line2')} />
          <div className="grid gap-5 sm:grid-cols-3">
            {billing.forCompany && (
              <>
                <TextField label="City" required autoComplete="address-level2" {...field('city')} />
                <SelectField
                  label="State"
                  required
                  autoComplete="address-level1"
                  {...field('state')}
                >
                  <option value="">Select state</option>
                  {indianStateNames.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </SelectField>
              </>
            )}
            <TextField
              label="PIN code"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={7}
              placeholder="560001"
              {...field('pinCode')}
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
