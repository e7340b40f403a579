import * as z from 'zod';

// Content entities of docs/product.md §3, in the API's camelCase. Money is integer paise (docs/product.md §10).

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();
const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');
export const publicationStatus = z.enum(['draft', 'published']);
export type PublicationStatus = z.infer<typeof publicationStatus>;

export const serviceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  colorScheme: z.enum(['blue', 'teal', 'purple', 'orange', 'green', 'pink', 'indigo']),
  icon: z.enum(['Code', 'Smartphone', 'Database', 'TrendingUp', 'Shield', 'Zap', 'Brain']),
  displayOrder: z.number().int(),
  features: z.array(z.string()),
  /** Starting price in US dollars (docs/product.md §9 "Services"), per `priceUnit` when set. */
  startingPriceUsd: z.number().int().nonnegative(),
  priceUnit: z.enum(['project', 'month', 'hour']),
});
export type Service = z.infer<typeof serviceSchema>;

export const authorSchema = z.object({
  name: z.string().min(1),
  avatarUrl: z.string(),
  bio: z.string(),
});
export type Author = z.infer<typeof authorSchema>;

export const blogPostSchema = z.object({
  id: z.string().min(1),
  slug,
  title: z.string().min(1),
  summary: z.string(),
  /** HTML; sanitised on save. */
  content: z.string().min(1),
  category: z.string().min(1),
  tags: z.array(z.string()),
  featuredImage: z.string(),
  status: publicationStatus,
  publishedAt: isoDateTime,
  createdAt: isoDateTime,
  /** Minutes; the product's default is 5. */
  readTime: z.number().int().positive().default(5),
  author: authorSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const caseStudySchema = z.object({
  id: z.string().min(1),
  slug,
  status: publicationStatus,
  createdAt: isoDateTime,
  title: z.string().min(1),
  clientName: z.string().min(1),
  industry: z.string().min(1),
  sector: z.string(),
  featuredImage: z.string(),
  challenge: z.string().min(1),
  solution: z.string().min(1),
  /** Metric → value, e.g. {"Page load time": "-62%"}. */
  results: z.record(z.string(), z.string()),
  testimonial: z.object({ quote: z.string(), author: z.string(), position: z.string() }),
  technologies: z.array(z.string()),
  projectDuration: z.string().default('4 months'),
  teamSize: z.string().default('6 developers'),
  projectUrl: z.string(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const jobPostingSchema = z.object({
  id: z.string().min(1),
  slug,
  title: z.string().min(1),
  department: z.string().min(1),
  location: z.string().min(1),
  employmentType: z.enum(['Full-time', 'Part-time', 'Contract', 'Internship']),
  experienceLevel: z.string().min(1),
  description: z.string().min(1),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  benefits: z.array(z.string()),
  status: publicationStatus,
  createdAt: isoDateTime,
  publishedAt: isoDateTime,
  /** Hidden from the public once passed (docs/product.md §4). */
  expiresAt: isoDateTime.nullable(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

export const portfolioProjectSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  category: z.string().min(1),
  client: z.string().min(1),
  description: z.string().min(1),
  fullDescription: z.string().min(1),
  image: z.string(),
  gallery: z.array(z.string()),
  technologies: z.array(z.string()),
  results: z.array(z.object({ metric: z.string(), value: z.string(), description: z.string() })),
  challenges: z.array(z.string()),
  solutions: z.array(z.string()),
  testimonial: z.object({
    quote: z.string(),
    author: z.string(),
    position: z.string(),
    avatar: z.string(),
  }),
  projectDetails: z.object({
    duration: z.string(),
    teamSize: z.string(),
    budget: z.string(),
    deliverables: z.array(z.string()),
  }),
  color: z.string(),
  /** '#' means "no link": the page hides the button (docs/product.md §2). */
  demoUrl: z.string(),
  githubUrl: z.string(),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;

export const courseLevel = z.enum(['Beginner', 'Intermediate', 'Advanced']);
export type CourseLevel = z.infer<typeof courseLevel>;

export const courseSchema = z.object({
  id: z.string().min(1),
  slug,
  status: publicationStatus,
  title: z.string().min(1),
  description: z.string().min(1),
  shortDescription: z.string().min(1),
  thumbnail: z.string(),
  durationWeeks: z.number().int().positive().default(12),
  level: courseLevel.default('Beginner'),
  pricePaise: z.number().int().positive(),
  /** The struck-through price; null when there is no discount to show. */
  originalPricePaise: z.number().int().positive().nullable(),
  category: z.string().min(1).default('Technology'),
  enrolledStudents: z.number().int().nonnegative(),
  /**
   * Computed from the published verified reviews by every write that changes one
   * (shared/content/course-rating.ts, decision 024): 0 with no reviews, never typed in.
   */
  rating: z.number().min(0).max(5).default(0),
  reviewsCount: z.number().int().nonnegative().default(0),
  /** The sum of the counted reviews' stars, so a change moves the mean exactly. */
  ratingTotal: z.number().int().nonnegative().optional(),
  instructor: z.object({
    name: z.string().min(1),
    avatar: z.string(),
    bio: z.string(),
    experience: z.string(),
  }),
  syllabus: z.array(
    z.object({ module: z.string().min(1), topics: z.array(z.string()), duration: z.string() }),
  ),
  features: z.array(z.string()),
  prerequisites: z.array(z.string()),
  whatYouLearn: z.array(z.string()),
  certification: z.array(z.string()),
  createdAt: isoDateTime,
});
export type Course = z.infer<typeof courseSchema>;

export const batchSchema = z.object({
  /** morning, afternoon, evening or weekend (docs/product.md §3 "Batch"). */
  id: z.string().min(1),
  courseSlug: slug,
  name: z.string().min(1),
  /** Null means "TBD". */
  startDate: isoDate.nullable(),
  schedule: z.string(),
  seats: z.number().int().positive(),
  isActive: z.boolean(),
});
export type Batch = z.infer<typeof batchSchema>;

export const reviewStatus = z.enum(['pending', 'published', 'hidden']);
export type ReviewStatus = z.infer<typeof reviewStatus>;

/**
 * A learner's review of a course (decision 024): one per enrolment (its id is the enrolment's),
 * waiting for moderation until staff publish or hide it. The seed's reviews have no enrolment.
 */
export const courseReviewSchema = z.object({
  id: z.string().min(1),
  courseSlug: slug,
  /** The enrolment it comes from; null for the seed's sample reviews. */
  enrollmentId: z.string().min(1).nullable(),
  /** As shown on the course page, e.g. "Asha R.". */
  authorName: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  comment: z.string().min(1),
  /** From a paid enrolment; only verified published reviews are shown and counted. */
  isVerified: z.boolean(),
  status: reviewStatus,
  /** Why staff hid it (mailed to the learner); or why it was withdrawn (a refund). */
  hiddenReason: z.string().min(1).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.optional(),
  /** The learner may edit it until then (30 days after writing); null for the seed's. */
  editableUntil: isoDateTime.nullable(),
  /** A public answer from staff. */
  reply: z.object({ text: z.string().min(1), repliedAt: isoDateTime }).nullable(),
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

export const couponSchema = z.object({
  /** Stored upper-case; matched case-insensitively. */
  code: z
    .string()
    .min(1)
    .regex(/^[A-Z0-9_-]+$/),
  description: z.string(),
  discountType: z.enum(['percent', 'fixed']),
  /** Percent (1–100) or paise, by discountType. */
  discountValue: z.number().int().positive(),
  isActive: z.boolean(),
  /**
   * The first instant it applies (the start of a day in IST, docs/product.md §5); null or absent
   * (coupons stored before it existed): from the start.
   */
  validFrom: isoDateTime.nullable().optional(),
  /** The last instant it applies (the end of a day in IST); null: no end. */
  validUntil: isoDateTime.nullable(),
  usageLimit: z.number().int().positive().nullable(),
  usedCount: z.number().int().nonnegative(),
  minAmountPaise: z.number().int().nonnegative().nullable(),
  /** Course slugs; empty means every course. */
  applicableCourses: z.array(slug),
  /**
   * Published to visitors (on the site, in campaigns): only then may a refusal say why
   * (shared/checkout/coupon-rules.ts). Absent on coupons stored before it existed: private.
   */
  advertised: z.boolean().optional(),
  /** Unpaid checkouts holding it (decision 012); `usedCount` counts paid uses only. */
  heldCount: z.number().int().nonnegative().optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const companyStatsSchema = z.object({
  projectsCompleted: z.string(),
  happyClients: z.string(),
  satisfactionRate: z.string(),
  yearsExperience: z.string(),
  support: z.string(),
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

export const siteSettingsSchema = z.object({
  companyName: z.string().min(1),
  companyEmail: z.email(),
  /**
   * Where job applications are mailed and the careers page points (careersEmailOf); optional
   * because settings stored before it existed have none.
   */
  careersEmail: z.email().optional(),
  supportPhone: z.string().min(1),
  address: z.string().min(1),
  stats: companyStatsSchema,
  /** Supplier details for GST invoices; not public. */
  gstin: z.string().regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/),
  registeredState: z.string().min(1),
  invoicePrefix: z.string().min(1),
  /**
   * The supplier must e-invoice B2B sales (turnover over the threshold): each B2B invoice and its
   * credit notes are reported to the IRP (decision 027). Absent on settings stored before: off.
   */
  eInvoicing: z.boolean().optional(),
  /** The logo and authorised signatory documents print (decision 028); not public. */
  logoImage: z.string().optional(),
  signatoryName: z.string().optional(),
  signatoryDesignation: z.string().optional(),
  signatureImage: z.string().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const publicSettingsSchema = siteSettingsSchema.pick({
  companyName: true,
  companyEmail: true,
  careersEmail: true,
  supportPhone: true,
  address: true,
  stats: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const contactInfoSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['email', 'phone', 'address']),
  label: z.string(),
  value: z.string().min(1),
  sortOrder: z.number().int(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const socialLinkSchema = z.object({
  platform: z.enum(['linkedin', 'youtube', 'github']),
  url: z.url(),
  sortOrder: z.number().int(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const heroSectionSchema = z.object({
  pageSlug: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string(),
  description: z.string(),
  ctaPrimaryText: z.string(),
  ctaPrimaryLink: z.string(),
  ctaSecondaryText: z.string(),
  ctaSecondaryLink: z.string(),
});
export type HeroSection = z.infer<typeof heroSectionSchema>;

export const faqSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
  category: z.string(),
  sortOrder: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const testimonialSchema = z.object({
  id: z.string().min(1),
  quote: z.string().min(1),
  author: z.string().min(1),
  position: z.string(),
  company: z.string(),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
