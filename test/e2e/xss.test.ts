import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JobsResponse } from '#shared/api/content';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import type { BookingSlotsResponse } from '#shared/forms/booking';
import { getSubscriberByEmail } from '#lambdas/data/newsletter-subscribers';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { asAdmin } from '../support/admin-session';
import { api } from '../support/api';
import { useChromium } from '../support/browser';
import {
  aCheckout,
  checkout,
  createTestCourse,
  eventually,
  payOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';
import { confirmBookingMailedTo, isConfirmationMail } from '../support/bookings';
import { postJson } from '../support/client-ip';
import { mailsAbout } from '../support/outbox';

// Per docs/benchmarks.md: XSS payloads sent through every public form are stored as plain text and rendered
// inertly wherever staff or visitors see them (admin tabs, the invoice, the mails), and hostile
// blog HTML is sanitised on save. Every payload calls window.__xss (exposed by the test, so a
// call from any page or frame is recorded) or opens a dialog; neither may ever happen, while
// the payload's text must be on the page, proving it was rendered, as text.

const tag = `xss${randomBytes(5).toString('hex')}`;
const email = (form: string) => `${tag}.${form}@example.com`;

/** Short enough for a name (120 characters) with the tag in front. */
const namePayloads = {
  script: `<script>window.__xss('script')</script>`,
  img: `<img src=x onerror="window.__xss('img')">`,
  svg: `<svg/onload=window.__xss('svg')>`,
  breakout: `"><img src=x onerror=window.__xss('breakout')>`,
  dialog: `<img src=x onerror=alert('xss')>`,
  template: `{{constructor.constructor('window.__xss(1)')()}} \${window.__xss(2)}`,
};

/** For long text fields: everything at once, one payload a line. */
const allPayloads = [
  ...Object.values(namePayloads),
  `' autofocus onfocus='window.__xss("focus")`,
  `javascript:window.__xss('url')`,
  `<a href="javascript:window.__xss('link')">click me</a>`,
  `<iframe srcdoc="<script>parent.__xss('iframe')</script>"></iframe>`,
  `<details open ontoggle=window.__xss('details')>`,
  `<%= window.__xss('erb') %> #{window.__xss('ruby')}`,
].join('\n');

const named = (payload: keyof typeof namePayloads) => `${tag} ${namePayloads[payload]}`;

const chromium = useChromium();
let context: BrowserContext;
let page: Page;
let errors: string[];
let fixture: CheckoutFixture;
const fired: string[] = [];
const dialogs: string[] = [];

beforeAll(async () => {
  ({ context, page, errors } = await newAdminPage(chromium.browser, undefined, {
    browserDialogs: 'own',
  }));
  // In every page and frame of the context, and kept across navigations, unlike a page global.
  await context.exposeFunction('__xss', (id: unknown) => {
    fired.push(String(id));
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  fixture = await createTestCourse({ seats: 25 });
});

afterAll(async () => {
  await fixture?.cleanup();
});

/** Nothing executed so far: the trap never fired and no dialog opened. */
function expectNothingExecuted() {
  expect({ fired, dialogs }).toEqual({ fired: [], dialogs: [] });
}

async function expectText(container: Locator, ...texts: string[]) {
  const shown = (await container.textContent()) ?? '';
  for (const text of texts) expect(shown).toContain(text);
}

/** Books the first free slot, moving on when another test took it a moment earlier. */
async function bookAnySlot(body: Record<string, unknown>) {
  const { days } = (await api<BookingSlotsResponse>('/api/bookings/slots')).body;
  const slots = days.flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })),
  );
  for (const slot of slots.slice(0, 5)) {
    const answer = await postJson('/api/bookings', { ...body, ...slot });
    if (answer.status === 201) {
      // Confirmed as the visitor would, so the invitation and the company's notice go out.
      await confirmBookingMailedTo(String(body.email), (answer.body as { id: string }).id);
    }
    if (answer.status !== 409) return answer;
  }
  throw new Error('No free booking slot');
}

describe('the XSS trap', () => {
  it('records a payload that does run and the dialog it opens, as the checks below rely on', async () => {
    const url = `${inject('siteUrl')}/__xss-control-${tag}`;
    await page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        // The same payloads as the forms send, but with images that fail without a request
        // (and no favicon request, whose 404 would be logged).
        body: `<link rel="icon" href="data:,"><p>control</p>${namePayloads.img}${namePayloads.dialog}`.replaceAll(
          'src=x',
          'src="data:,"',
        ),
      }),
    );
    await page.goto(url);
    await expect
      .poll(() => ({ fired: [...fired], dialogs: [...dialogs] }))
      .toEqual({
        fired: ['img'],
        dialogs: ['xss'],
      });
    await page.unroute(url);
    fired.length = 0;
    dialogs.length = 0;
    expect(errors).toEqual([]);
  });
});

describe('XSS payloads sent through the public forms', () => {
  beforeAll(async () => {
    const { jobs } = (await api<JobsResponse>('/api/jobs')).body;
    const submissions = await Promise.all([
      postJson('/api/contact', {
        name: named('img'),
        email: email('contact'),
        company: namePayloads.breakout,
        message: allPayloads,
      }),
      postJson('/api/newsletter', { email: email('newsletter'), name: named('svg') }),
      postJson(`/api/jobs/${jobs[0]!.id}/applications`, {
        applicantName: named('script'),
        applicantEmail: email('application'),
        coverLetter: allPayloads,
        experienceYears: 3,
        currentCompany: namePayloads.template,
        portfolioUrl: `https://example.com/"><img src=x onerror=window.__xss('portfolio')>`,
      }),
      bookAnySlot({ name: named('breakout'), email: email('booking'), message: allPayloads }),
      postJson('/api/leads', {
        name: named('dialog'),
        email: email('lead'),
        projectIdea: allPayloads,
        selection: { platform: 'web', features: ['auth'], design: 'basic', timeline: '3-6' },
      }),
    ]);
    expect(submissions.map((answer) => answer.status)).toEqual([201, 202, 201, 201, 201]);

    const base = aCheckout(fixture);
    const order = await checkout<CheckoutResponse>(fixture, {
      ...base,
      student: {
        ...base.student,
        name: named('template'),
        email: email('learner'),
        city: namePayloads.img,
      },
    });
    expect(order.status).toBe(201);
    await payOnSandbox(order.body.merchantTransactionId, 'Success');
    await eventually(
      () => mailsAbout(email('learner')),
      (mails) => mails.length > 0,
    );
    await signInAsAdmin(page);
  });

  it('refuses a javascript: address as a LinkedIn profile', async () => {
    const { jobs } = (await api<JobsResponse>('/api/jobs')).body;
    const answer = await postJson<{ fieldErrors?: Record<string, string> }>(
      `/api/jobs/${jobs[0]!.id}/applications`,
      {
        applicantName: named('img'),
        applicantEmail: email('refused'),
        coverLetter: 'Hello',
        experienceYears: 1,
        linkedinProfile: `javascript:window.__xss('linkedin')`,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toHaveProperty('linkedinProfile');
  });

  it('stores the newsletter name exactly as typed, as text', async () => {
    // Kept as data, unaltered; the Subscribers tab below shows it as text.
    expect(await getSubscriberByEmail(email('newsletter'))).toMatchObject({ name: named('svg') });
  });

  const tabs = [
    { tab: 'Contacts', search: 'Search contacts', name: named('img'), detail: true },
    { tab: 'Job Applications', search: 'Search applications', name: named('script'), detail: true },
    { tab: 'Bookings', search: 'Search bookings', name: named('breakout'), detail: true },
    { tab: 'MVP Leads', search: 'Search leads', name: named('dialog'), detail: true },
    { tab: 'Subscribers', search: 'Search subscribers', name: named('svg'), detail: false },
    {
      tab: 'Enrollments',
      search: 'Search by name, email, course or transaction ID',
      name: named('template'),
      detail: false,
    },
  ];

  it.each(tabs)(
    'shows them as text in the $tab tab (and its detail view), executing none',
    async ({ tab, search, name, detail }) => {
      await openAdminTab(page, tab);
      const region = page.getByRole('region', { name: tab });
      await region.getByRole('searchbox', { name: search }).fill(tag);
      const row = region.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      await expectText(row, name);

      if (detail) {
        await row.getByRole('button', { name: /^View / }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await expectText(dialog, name, ...allPayloads.split('\n'));
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await dialog.waitFor({ state: 'detached' });
      }
      expectNothingExecuted();
      expect(errors).toEqual([]);
    },
  );

  it("shows the learner's GST invoice as text, and the dashboard, executing none", async () => {
    // The dashboard lists the newest contacts and enrollments: ours, unless others came since.
    await openAdminTab(page, 'Dashboard');
    await page.getByRole('heading', { name: 'Recent Enrollments' }).waitFor();
    await openAdminTab(page, 'Enrollments');
    const region = page.getByRole('region', { name: 'Enrollments' });
    await region.getByRole('searchbox', { name: /^Search/ }).fill(tag);
    const invoiceLink = region.getByRole('link', {
      name: `Invoice for ${named('template')} (opens in a new tab)`,
    });
    const href = await invoiceLink.getAttribute('href');

    // The invoice's HTML view: the PDF draws text and runs nothing by its nature.
    const view = new URL(href!, inject('siteUrl'));
    view.searchParams.set('format', 'html');
    await page.goto(view.toString());
    await expectText(page.locator('body'), named('template'), namePayloads.img);
    expectNothingExecuted();
  });

  it('sends mails that show the payloads as text and execute none when opened', async () => {
    const mails = (
      await Promise.all(
        ['contact', 'application', 'booking', 'lead', 'learner'].map((form) =>
          mailsAbout(email(form)),
        ),
      )
    ).flat();
    expect(mails.length).toBeGreaterThanOrEqual(5);
    // Opened as a web page on the site's origin, the worst a mail client could do with them.
    for (const [index, mail] of mails.entries()) {
      const url = `${inject('siteUrl')}/__mail-${tag}-${index}`;
      await page.route(url, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: mail.html }),
      );
      await page.goto(url);
      // A booking's confirmation link and an MVP estimate go to an address not yet proven the
      // visitor's, so they carry nothing the visitor typed; every other mail shows the payloads
      // as text.
      const shown = await page.locator('body').textContent();
      const toUnprovenAddress = isConfirmationMail(mail.text) || mail.headers.to === email('lead');
      if (toUnprovenAddress) expect(shown).not.toContain(tag);
      else expect(shown).toContain(tag);
      await page.unroute(url);
    }
    expectNothingExecuted();
  });
});

describe('a blog post saved with hostile HTML', () => {
  it('is sanitised on save and executes nothing at /blog/{slug}', async () => {
    const title = `Security notes ${tag} <img src=x onerror=window.__xss('title')>`;
    const slug = `security-notes-${tag}`;
    const created = await asAdmin<{ id: string; content: string }>('POST', '/api/admin/blog', {
      title,
      slug,
      summary: `<script>window.__xss('summary')</script> ${tag}`,
      content: [
        `<p>Visible paragraph ${tag}</p>`,
        `<script>window.__xss('script')</script>`,
        // A missing image, so an onerror left in would fire.
        `<img src="/missing-${tag}.png" onerror="window.__xss('img')" alt="diagram">`,
        `<svg onload="window.__xss('svg')"></svg>`,
        `<a href="javascript:window.__xss('link')">a link</a>`,
        `<iframe srcdoc="<script>parent.__xss('iframe')</script>"></iframe>`,
        `<p style="background:url(javascript:window.__xss('style'))" onclick="window.__xss('click')">Styled ${tag}</p>`,
        `<form action="javascript:window.__xss('form')"><button>Send</button></form>`,
        `<details open ontoggle="window.__xss('details')"><summary>More</summary></details>`,
      ].join('\n'),
      category: 'Security',
      tags: [`<b onmouseover=window.__xss('tag')>xss</b>`],
      readTime: 3,
      author: { name: `Arjun <img src=x onerror=window.__xss('author')>` },
      status: 'published',
    });
    expect(created.status).toBe(201);
    try {
      expect(created.body.content).not.toMatch(
        /<script|onerror|onload|onclick|ontoggle|javascript:|<iframe|<svg|<form/i,
      );

      await page.goto(`${inject('siteUrl')}/blog`);
      await page.getByRole('link', { name: title }).first().waitFor();
      await page.goto(`${inject('siteUrl')}/blog/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const content = page.getByTestId('post-content');
      await expectText(content, `Visible paragraph ${tag}`, `Styled ${tag}`);
      await page.getByRole('img', { name: 'diagram' }).waitFor({ state: 'attached' });
      await expectText(page.locator('main'), `Arjun <img src=x onerror=window.__xss('author')>`);
      // Let the page settle so a late handler (the image's onerror) would have had its chance.
      await page.waitForLoadState('networkidle');
      expectNothingExecuted();
      // A post published after the build is rendered by the 404 page from the live API.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    } finally {
      await asAdmin('DELETE', `/api/admin/blog/${created.body.id}`);
    }
  });
});
