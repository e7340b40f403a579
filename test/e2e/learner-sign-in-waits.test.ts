import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { learnerSignInMessages } from '#shared/learning/sign-in';
import { myLearningPath } from '#shared/learning/my-learning-path';
import { useChromium } from '../support/browser';
import { codesMailedTo, paidLearner } from '../support/learners';
import { clearRateLimits } from '../support/rate-limit';

// My Learning's sign-in in Chromium once a learner has typed too many wrong codes (decision
// 019): the page says plainly when they may try again, in IST.

const chromium = useChromium();

/** Types a code and waits for the API's answer to it. */
async function answerWith(page: Page, code: string) {
  await page.getByLabel('Sign-in code').fill(code);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(apiPaths.learnerVerify)),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
}

describe('My Learning’s sign-in after too many wrong codes', () => {
  it('refuses a new code and says when to try again', async () => {
    const email = await paidLearner();
    // Every browser test shares the loopback address's few sign-ins a minute.
    await clearRateLimits('learnerSignIn');
    await clearRateLimits('learnerCode');
    const { context, page, errors } = await chromium.newPage();
    await page.goto(`${inject('siteUrl')}${myLearningPath}`, { waitUntil: 'networkidle' });

    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByText(learnerSignInMessages.codeSent).waitFor();
    const [code] = await codesMailedTo(email);
    const wrong = code === '111111' ? '222222' : '111111';

    await answerWith(page, wrong);
    await page.getByText(learnerSignInMessages.wrongCode).waitFor();
    await answerWith(page, wrong);
    await page.getByText(learnerSignInMessages.wrongCode).waitFor();
    await answerWith(page, wrong);
    await page.getByText(learnerSignInMessages.codeSpent).waitFor();

    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(apiPaths.learnerSignIn)),
      page.getByRole('button', { name: 'Send a new code' }).click(),
    ]);
    const waitMessage = page.getByText(
      /^Too many wrong codes\. Try again after (\d{1,2} \w+ \d{4}, )?\d{1,2}:\d{2} (am|pm)\.$/,
    );
    await waitMessage.waitFor();
    expect(await codesMailedTo(email)).toEqual([code]);
    // Only the browser's notes of the refusals themselves: three wrong codes, then the wait.
    expect(errors).toEqual([
      ...Array<unknown>(3).fill(expect.stringContaining('status of 400')),
      expect.stringContaining('status of 429'),
    ]);
    await context.close();
  }, 60_000);
});
