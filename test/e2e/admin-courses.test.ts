import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { scheduleMessages } from '#shared/learning/class-schedule';
import {
  answerAdminDialog,
  newAdminPage,
  openAdminTab,
  signInAsAdmin,
} from '../support/admin-browser';
import { asAdmin, callWithToken } from '../support/admin-session';
import { draftCourseWithBatch } from '../support/catalog';
import { startedBatchDate, uniqueEmail } from '../support/checkout';
import { signInAsLearner, storeEnrollmentOf } from '../support/learners';
import { rosterMessages } from '#shared/learning/batch-roster';
import { certificateMessages } from '#shared/learning/certificates';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { adminAxeProblems } from '../support/admin-axe';
import { useChromium } from '../support/browser';

// Per docs/admin.md, the Courses tab in Chromium: an admin creates a course, adds a batch, publishes it,
// finds it on /learning and at its own address, and deletes it after the confirmation. It is
// published only for the few seconds the public check needs (other tests count the catalogue).

const chromium = useChromium();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const title = `Terraform on AWS ${run}`;
const slug = `terraform-on-aws-${run}`;

afterAll(async () => {
  // Whatever a failed run left behind.
  const items = await queryPartition(`COURSE#${slug}`);
  await Promise.all(
    items.map(({ pk, sk }) =>
      db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
    ),
  );
});

const site = () => inject('siteUrl');

async function adminPage(viewport?: { width: number; height: number }) {
  const opened = await newAdminPage(chromium.browser, viewport);
  await signInAsAdmin(opened.page);
  await openAdminTab(opened.page, 'Courses');
  return opened;
}

const accessibilityProblems = adminAxeProblems;

const aStudent = {
  name: 'Asha Rao',
  phone: '9876543210',
  city: 'Pune',
  state: 'Maharashtra' as const,
};

describe('the Courses tab', () => {
  it('creates a course with a batch that then shows on /learning, and deletes it', async () => {
    const { page, errors } = await adminPage();

    await page.getByRole('button', { name: 'New Course' }).click();
    const form = page.getByRole('dialog', { name: 'New Course' });
    await form.getByRole('button', { name: 'Create Course' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe(
      'Please check the highlighted fields.',
    );
    await form.getByLabel('Title').fill(title);
    await expect(form.getByLabel('Address (slug)').inputValue()).resolves.toBe(slug);
    await form.getByLabel('Short description').fill('Infrastructure as code, reviewed like code.');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Modules, state and pipelines.');
    await form.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).fill('12999');
    await form.getByLabel('Instructor name').fill('Rahul Nair');
    await form.getByLabel('Syllabus').fill('Terraform basics | 2 weeks\nProviders\nState');
    expect(await accessibilityProblems(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create Course' }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('₹12,999').waitFor();
    await row.getByText('Draft', { exact: true }).waitFor();

    await page.getByRole('link', { name: `Batches of ${title}` }).click();
    const batches = page.getByRole('region', { name: 'Courses' });
    await batches.getByRole('heading', { name: title, level: 2 }).waitFor();
    await batches.getByLabel('Batch name').fill('Weekend Batch');
    await batches.getByLabel('Start date').fill('2027-05-08');
    await batches.getByLabel('Seats').fill('18');
    await batches.getByRole('button', { name: 'Add Batch' }).click();
    const batchRow = batches.getByRole('row').filter({ hasText: 'Weekend Batch' });
    await batchRow.getByRole('cell', { name: '18', exact: true }).waitFor();
    // Seats held by unpaid checkouts, and how many may be (a fifth of 18: decision 012).
    await batchRow.getByRole('cell', { name: '0 of 3 allowed', exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await edit.getByLabel('Status').selectOption('published');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    try {
      await page.goto(`${site()}/learning`);
      await page.getByRole('heading', { name: title }).waitFor();

      await page.goto(`${site()}/learning/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    } finally {
      await page.goto(`${site()}/admin/courses`);
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await answerAdminDialog(page, {
        title: 'Are you sure you want to delete this course?',
        button: 'Delete',
      });
      await page.getByRole('row').filter({ hasText: title }).waitFor({ state: 'detached' });
    }

    await page.goto(`${site()}/learning/${slug}`);
    await page.getByRole('heading', { name: 'Course Not Found' }).waitFor();
    // A course added after the build has no page of its own: the 404 page is served and renders
    // it from the live API, so the browser reports that 404 response.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  it('sets a batch’s class schedule in IST, with join links and materials, kept when reopened', async () => {
    const draft = await draftCourseWithBatch();
    try {
      const { page, errors } = await adminPage();
      const openSchedule = async () => {
        await page.getByRole('link', { name: `Batches of ${draft.course.title}` }).click();
        await page.getByRole('link', { name: 'Evening Batch', exact: true }).click();
        return page.getByRole('form', { name: 'Class schedule of Evening Batch' });
      };
      const schedule = await openSchedule();
      await schedule.getByText('No sessions yet.').waitFor();
      await schedule.getByRole('button', { name: 'Add session' }).click();
      await schedule.getByLabel('Session 1 title').fill('Kick-off and setup');
      await schedule.getByLabel('Session 1 starts (IST)').fill('2027-04-05T19:00');
      await schedule.getByLabel('Session 1 join link').fill('http://meet.example.com/kickoff');
      await schedule.getByRole('button', { name: 'Save Schedule' }).click();
      await schedule.getByRole('alert').filter({ hasText: scheduleMessages.link }).waitFor();

      await schedule.getByLabel('Session 1 join link').fill('https://meet.example.com/kickoff');
      await schedule.getByRole('button', { name: 'Add material' }).click();
      await schedule.getByLabel('Material 1 title').fill('Setup guide');
      await schedule.getByLabel('Material 1 link').fill('https://files.example.com/setup.pdf');
      expect(await accessibilityProblems(page)).toEqual([]);
      await schedule.getByRole('button', { name: 'Save Schedule' }).click();
      await schedule.getByText('Schedule saved: 1 session, 1 material.').waitFor();

      // Reloaded, the batch's page shows the schedule as saved, its time still in IST.
      await page.reload();
      await expect
        .poll(() => schedule.getByLabel('Session 1 title').inputValue())
        .toBe('Kick-off and setup');
      expect(await schedule.getByLabel('Session 1 starts (IST)').inputValue()).toBe(
        '2027-04-05T19:00',
      );
      expect(await schedule.getByLabel('Material 1 title').inputValue()).toBe('Setup guide');
      expect(errors).toEqual([]);
    } finally {
      await draft.remove();
    }
  }, 90_000);

  it('keeps a batch’s roster: attendance ticked per class, completion per learner and for the batch', async () => {
    // Started, so its learners may be marked completed (decision 016).
    const draft = await draftCourseWithBatch({ startDate: startedBatchDate });
    const inBatch = {
      courseSlug: draft.course.slug,
      courseTitle: draft.course.title,
      batch: { id: draft.batch.id, name: 'Evening Batch', startDate: startedBatchDate },
    };
    const asha = uniqueEmail('asha');
    const ravi = uniqueEmail('ravi');
    await storeEnrollmentOf(asha, 'paid', { ...inBatch, student: { ...aStudent, email: asha } });
    await storeEnrollmentOf(ravi, 'paid', {
      ...inBatch,
      student: { ...aStudent, name: 'Ravi Kumar', email: ravi },
    });
    await asAdmin(
      'PUT',
      withPathParameters(apiPaths.adminBatchSchedule, {
        id: draft.course.id,
        batchId: draft.batch.id,
      }),
      {
        sessions: [{ title: 'Kick-off', startsAt: '2027-04-05T19:00', durationMinutes: 90 }],
        materials: [],
      },
    );
    try {
      const { page, errors } = await adminPage();
      await page.getByRole('link', { name: `Batches of ${draft.course.title}` }).click();
      await page.getByRole('link', { name: 'Evening Batch', exact: true }).click();
      const roster = page.getByRole('region', { name: 'Roster of Evening Batch' });

      const attended = roster.getByRole('checkbox', { name: 'Asha Rao attended Kick-off' });
      await attended.check();
      await expect.poll(() => attended.isChecked()).toBe(true);
      await roster.getByRole('button', { name: 'Mark completed: Asha Rao' }).click();
      await answerAdminDialog(page, {
        title: 'Mark Asha Rao as completed?',
        button: 'Mark completed',
      });
      await roster
        .getByRole('status')
        .filter({ hasText: rosterMessages.completed(1) })
        .waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);

      await roster.getByRole('button', { name: 'Mark batch completed' }).click();
      await answerAdminDialog(page, {
        title: /^Mark all 1 confirmed learners of Evening Batch as completed\?$/,
        button: 'Mark completed',
      });
      await roster
        .getByRole('status')
        .filter({ hasText: rosterMessages.completed(1) })
        .waitFor();
      await expect.poll(() => roster.getByText(/^Completed /).count()).toBe(2);
      expect(await roster.getByRole('button', { name: 'Mark batch completed' }).isDisabled()).toBe(
        true,
      );

      // Reloaded, the tick is kept.
      await page.reload();
      await expect.poll(() => attended.isChecked()).toBe(true);
      expect(errors).toEqual([]);

      const learnerTokens = await signInAsLearner(asha);
      const mine = await callWithToken<LearnerEnrollmentsResponse>(
        learnerTokens.idToken,
        'GET',
        apiPaths.learnerEnrollments,
      );
      expect(mine.body.enrollments[0]?.completedAt).toEqual(expect.any(String));

      // Asha's certificate: an employer's check confirms it, until the admin revokes it.
      const certificateId = mine.body.enrollments[0]!.certificate!.id;
      await roster.getByRole('link', { name: new RegExp(`^${certificateId}`) }).waitFor();
      const employerContext = await chromium.newContextWithConsent();
      const employer = await employerContext.newPage();
      await employer.goto(`${site()}/certificates/${certificateId}`);
      await employer.getByRole('heading', { name: 'Certificate Verified' }).waitFor();
      expect(await employer.getByText('Asha Rao').count()).toBe(1);
      expect(await employer.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      expect(await accessibilityProblems(employer)).toEqual([]);

      await roster.getByRole('button', { name: 'Revoke certificate: Asha Rao' }).click();
      await answerAdminDialog(page, {
        title: /^Revoke certificate /,
        button: 'Revoke',
        text: 'Issued to the wrong learner.',
      });
      await roster.getByRole('status').filter({ hasText: certificateMessages.revoked }).waitFor();
      await roster.getByText('revoked', { exact: true }).waitFor();
      await employer.reload();
      await employer.getByRole('heading', { name: 'Certificate Revoked' }).waitFor();

      await employer.goto(`${site()}/certificates/ABCD-EFGH-JKMN`);
      await employer.getByRole('heading', { name: 'Certificate Not Verified' }).waitFor();
    } finally {
      await draft.remove();
    }
  }, 90_000);

  it('fits a phone screen: the list and the course form need no sideways scrolling', async () => {
    const { page } = await adminPage({ width: 390, height: 844 });
    await page.getByRole('table', { name: 'Courses' }).getByRole('row').nth(1).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'New Course' }).click();
    const form = page.getByRole('dialog', { name: 'New Course' });
    await form.getByLabel('Title').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const box = await form.getByLabel('Title').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
