import type {
  ContactInfo,
  Faq,
  HeroSection,
  SiteSettings,
  SocialLink,
  Testimonial,
} from '../schemas';

const officeAddress =
  '3rd Floor, Skyline Arcade, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034';

export const fallbackSettings: SiteSettings = {
  companyName: 'Nexora Technologies',
  companyEmail: 'hello@nexoratech.in',
  careersEmail: 'careers@nexoratech.in',
  supportPhone: '+91 80 4567 8900',
  address: officeAddress,
  // The single source of the marketing figures every page shows (docs/product.md §1).
  stats: {
    projectsCompleted: '500+',
    happyClients: '50+',
    satisfactionRate: '98%',
    yearsExperience: '5+',
    support: '24/7',
  },
  // Checksum-valid (15th character), so invoice validation that checks it will accept it.
  gstin: '29AAKCN4821P1ZR',
  registeredState: 'Karnataka',
  invoicePrefix: 'NXT',
};

export const fallbackContactInfo: ContactInfo[] = [
  {
    id: 'contact-email',
    type: 'email',
    label: 'Email us',
    value: 'hello@nexoratech.in',
    sortOrder: 1,
  },
  {
    id: 'contact-phone',
    type: 'phone',
    label: 'Call us',
    value: '+91 80 4567 8900',
    sortOrder: 2,
  },
  {
    id: 'contact-address',
    type: 'address',
    label: 'Visit our office',
    value: officeAddress,
    sortOrder: 3,
  },
  {
    id: 'contact-careers-email',
    type: 'email',
    label: 'Careers',
    value: 'careers@nexoratech.in',
    sortOrder: 4,
  },
];

export const fallbackSocialLinks: SocialLink[] = [
  {
    platform: 'linkedin',
    url: 'https://www.linkedin.com/company/nexora-technologies',
    sortOrder: 1,
  },
  { platform: 'youtube', url: 'https://www.youtube.com/@nexoratech', sortOrder: 2 },
  { platform: 'github', url: 'https://github.com/nexoratech', sortOrder: 3 },
];

export const defaultHomeHero: HeroSection = {
  pageSlug: 'home',
  title: 'Software that moves your business forward',
  subtitle: 'Web, mobile, cloud and AI engineering from Bengaluru',
  description:
    'Nexora Technologies designs, builds and runs digital products for growing businesses across India and abroad. From a first prototype to a platform serving millions, our engineers stay with you until the results show up in your numbers.',
  ctaPrimaryText: 'Book Consultation',
  ctaPrimaryLink: '#calendar',
  ctaSecondaryText: 'Our Approach',
  ctaSecondaryLink: '/about',
};

export const fallbackHeroSections: HeroSection[] = [defaultHomeHero];

export const fallbackFaqs: Faq[] = [
  {
    id: 'faq-response-time',
    question: 'How quickly will you respond to my enquiry?',
    answer:
      'We reply to every enquiry within one business day, and usually within a few hours during office hours (Monday to Friday, 8:00 AM to 6:00 PM IST). If your request is urgent, call us on +91 80 4567 8900 and mention that it is time-sensitive.',
    category: 'contact',
    sortOrder: 1,
  },
  {
    id: 'faq-project-cost',
    question: 'How much does a typical project cost?',
    answer:
      'It depends on scope, but as a guide our web projects start at $5,000, mobile apps at $8,000 and custom software at $10,000. After a free consultation we send a written proposal with a fixed price or a monthly team cost, broken down by milestone, so there are no surprises later.',
    category: 'contact',
    sortOrder: 2,
  },
  {
    id: 'faq-project-timeline',
    question: 'How long does it take to build a website or app?',
    answer:
      'A marketing website usually takes four to six weeks. A mobile app or web application with user accounts, payments and an admin panel typically takes three to six months. We agree on a timeline with clear milestones before work starts and show you working software every two weeks.',
    category: 'contact',
    sortOrder: 3,
  },
  {
    id: 'faq-international-clients',
    question: 'Do you work with clients outside India?',
    answer:
      'Yes. About a third of our clients are in the United States, the United Kingdom, the Middle East and Australia. We schedule regular calls in your time zone, invoice in US dollars where that suits you, and keep everything documented so that time differences never slow the project down.',
    category: 'contact',
    sortOrder: 4,
  },
  {
    id: 'faq-nda-and-ip',
    question: 'Will you sign an NDA, and who owns the code?',
    answer:
      'We are happy to sign a non-disclosure agreement before you share any details of your idea. Once the project is paid for, you own the source code, designs and documentation outright, and we hand over all repositories and accounts in your name.',
    category: 'contact',
    sortOrder: 5,
  },
  {
    id: 'faq-support-after-launch',
    question: 'What happens after my project goes live?',
    answer:
      'Every project includes 30 days of free support after launch for bug fixes and small adjustments. After that you can choose a monthly maintenance plan covering security updates, monitoring, backups and a fixed number of hours for improvements, with 24/7 cover for critical issues.',
    category: 'contact',
    sortOrder: 6,
  },
  {
    id: 'faq-visit-office',
    question: 'Can I meet the team in person?',
    answer:
      'Of course. Our office is in Koramangala, Bengaluru, and we welcome visits by appointment on weekdays and Saturday mornings. If you are elsewhere, we can meet over a video call, and for larger engagements our team can travel to you for the discovery workshop.',
    category: 'contact',
    sortOrder: 7,
  },
  {
    id: 'faq-course-enquiries',
    question: 'Who should I contact about courses and enrolment?',
    answer:
      'Use the contact form and choose "Learning & Training", or email hello@nexoratech.in with the course name. Our learning team can help you choose the right course and batch, explain payment options and GST invoices, and arrange a free counselling call before you enrol.',
    category: 'contact',
    sortOrder: 8,
  },
];

export const fallbackTestimonials: Testimonial[] = [
  {
    id: 'testimonial-lakshmi-venkataraman',
    quote:
      'Nexora rebuilt our online store and turned it into our most profitable sales channel. They think like business owners, not just developers.',
    author: 'Lakshmi Venkataraman',
    position: 'Managing Director',
    company: 'Annapurna Foods',
    isFeatured: true,
    sortOrder: 1,
  },
  {
    id: 'testimonial-ananya-rao',
    quote:
      'The team understood healthcare from the first workshop. Our patient app launched on time, passed our security review and is rated 4.7 on both stores.',
    author: 'Dr. Ananya Rao',
    position: 'Chief Medical Officer',
    company: 'SwasthCare Clinics',
    isFeatured: true,
    sortOrder: 2,
  },
  {
    id: 'testimonial-meera-krishnan',
    quote:
      'Loan processing that took days now takes hours, and every automated decision comes with evidence our auditors can check. That combination is rare.',
    author: 'Meera Krishnan',
    position: 'Chief Risk Officer',
    company: 'Suraksha Finance',
    isFeatured: true,
    sortOrder: 3,
  },
  {
    id: 'testimonial-farhan-qureshi',
    quote:
      'Our Diwali sale used to be the most stressful week of the year. With Nexora’s performance work the site stayed fast under ten times the normal traffic.',
    author: 'Farhan Qureshi',
    position: 'Founder',
    company: 'Rangrez Handloom Co.',
    isFeatured: false,
    sortOrder: 4,
  },
  {
    id: 'testimonial-karthik-raman',
    quote:
      'Clear communication, honest estimates and working software every two weeks. Our dispatch team adopted the new dashboard in days.',
    author: 'Karthik Raman',
    position: 'Head of Operations',
    company: 'Shree Logistics',
    isFeatured: false,
    sortOrder: 5,
  },
];
