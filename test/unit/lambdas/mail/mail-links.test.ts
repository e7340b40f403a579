import { describe, expect, it } from 'vitest';
import { composeMail, htmlText } from '#lambdas/mail/layout';

// Every web address in a mail's HTML part is a link (lambdas/mail/layout.ts): the invoice and
// credit-note downloads, a LinkedIn profile in a detail, a link in a visitor's message.

const company = { companyName: 'Nexora Technologies', supportPhone: '+91 80 4567 8900' };
const invoiceUrl = 'https://nexora.example/api/invoices/01JABC?token=a-b_c&format=pdf';

describe('htmlText', () => {
  it('links an address in running text, escaped in the href and the words', () => {
    expect(htmlText(`Download it at any time: ${invoiceUrl}`)).toBe(
      'Download it at any time: <a href="https://nexora.example/api/invoices/01JABC?token=a-b_c&amp;format=pdf" ' +
        'style="color:#2563eb">https://nexora.example/api/invoices/01JABC?token=a-b_c&amp;format=pdf</a>',
    );
  });

  it('leaves the full stop or bracket that ends a sentence outside the link', () => {
    expect(htmlText('See https://nexora.example/terms.')).toBe(
      'See <a href="https://nexora.example/terms" style="color:#2563eb">https://nexora.example/terms</a>.',
    );
    expect(htmlText('(https://nexora.example/a)')).toContain('>https://nexora.example/a</a>)');
    expect(htmlText('https://en.wikipedia.org/wiki/GST_(India)')).toContain(
      'href="https://en.wikipedia.org/wiki/GST_(India)"',
    );
  });

  it('links each of several addresses and keeps line breaks and other text escaped', () => {
    const html = htmlText('<b>one</b> http://a.example/x\nand https://b.example/y');
    expect(html).toBe(
      '&lt;b&gt;one&lt;/b&gt; <a href="http://a.example/x" style="color:#2563eb">http://a.example/x</a>' +
        '<br>and <a href="https://b.example/y" style="color:#2563eb">https://b.example/y</a>',
    );
  });

  it('makes no link of text without an address, and lets no markup through', () => {
    expect(htmlText('Call +91 80 4567 8900')).toBe('Call +91 80 4567 8900');
    const typed = htmlText('<a href="https://x.example">x</a>');
    expect(typed.startsWith('&lt;a href=&quot;<a href="https://x.example"')).toBe(true);
    expect(typed.endsWith('&quot;&gt;x&lt;/a&gt;')).toBe(true);
  });
});

describe('composeMail', () => {
  const mail = composeMail(
    {
      paragraphs: [`Your GST tax invoice: ${invoiceUrl}`],
      details: [['LinkedIn', 'https://www.linkedin.com/in/asha']],
      quote: { heading: 'Message', text: 'Our site: https://annapurna.example' },
      action: { label: 'Open My Learning', url: 'https://nexora.example/my-learning' },
      closing: ['Terms: https://nexora.example/terms'],
    },
    company,
  );
  const hrefs = [...mail.html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);

  it('links every address of the HTML part, the action once', () => {
    expect(hrefs).toEqual([
      'https://nexora.example/api/invoices/01JABC?token=a-b_c&amp;format=pdf',
      'https://www.linkedin.com/in/asha',
      'https://annapurna.example',
      'https://nexora.example/my-learning',
      'https://nexora.example/terms',
    ]);
  });

  it('keeps the text part as written, with bare addresses', () => {
    expect(mail.text).toContain(`Your GST tax invoice: ${invoiceUrl}`);
    expect(mail.text).not.toContain('<a');
  });
});
