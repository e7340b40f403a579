import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useChromium } from '../support/browser';

// docs/product.md §5: after a refused submit, focus moves to the form's first invalid field,
// and what a screen reader announces there (Chromium's own accessibility tree) is the field, its
// invalid state and its message as the description.

const chromium = useChromium();

interface FocusedField {
  name?: string;
  description?: string;
  invalid?: string;
}

/** The focused element as Chromium's accessibility tree presents it. */
async function focusedField(page: Page): Promise<FocusedField | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: ':focus',
    });
    if (!nodeId) return undefined;
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const node = nodes[0]!;
    return {
      name: node.name?.value as string | undefined,
      description: node.description?.value as string | undefined,
      invalid: node.properties?.find((property) => property.name === 'invalid')?.value.value as
        string | undefined,
    };
  } finally {
    await cdp.detach();
  }
}

async function expectFocusOn(page: Page, field: FocusedField) {
  await expect.poll(() => focusedField(page)).toEqual(field);
}

describe('a refused submit', () => {
  it('focuses the contact form’s first invalid field, its message as its description', async () => {
    const context = await chromium.newContextWithConsent({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${inject('siteUrl')}/contact`, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('asha@example.com');
    await form.getByRole('button', { name: /Send Message/ }).click();
    await expectFocusOn(page, {
      name: 'Full Name',
      description: 'This field is required',
      invalid: 'true',
    });

    // Fixed, then refused again for the next field down.
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Asha Rao');
    await form.getByRole('button', { name: /Send Message/ }).click();
    await expectFocusOn(page, {
      name: 'Message',
      description: 'This field is required',
      invalid: 'true',
    });

    // Refused again unchanged: focus comes back to the same field from wherever it was.
    await page.getByRole('textbox', { name: 'Company', exact: true }).focus();
    await form.getByRole('button', { name: /Send Message/ }).click();
    await expectFocusOn(page, {
      name: 'Message',
      description: 'This field is required',
      invalid: 'true',
    });
    await context.close();
  });

  it('focuses the admin sign-in’s blank field, which says it is required', async () => {
    const { context, page, errors } = await newAdminPage(chromium.browser);
    await page.goto(`${inject('siteUrl')}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign In to Admin' }).click();
    await expectFocusOn(page, {
      name: 'Password',
      description: 'This field is required',
      invalid: 'true',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('focuses an admin form’s first invalid field (a new coupon without a code)', async () => {
    const { context, page, errors } = await newAdminPage(chromium.browser);
    await signInAsAdmin(page);
    await openAdminTab(page, 'Courses');
    await page.getByRole('button', { name: 'New Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Coupon' });
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    // The message shown under the field joins its hint in the description.
    const couponCodeMessage = (await dialog.locator('[id$="-error"]').first().textContent()) ?? '';
    expect(couponCodeMessage).not.toBe('');
    await expect
      .poll(() => focusedField(page))
      .toMatchObject({
        name: 'Code',
        invalid: 'true',
        description: expect.stringContaining(couponCodeMessage) as string,
      });
    expect(errors).toEqual([]);
    await context.close();
  });
});
