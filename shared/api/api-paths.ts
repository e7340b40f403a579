// Every path of the HTTP API (docs/architecture.md §4), written once. The web calls the API
// through these (imported as a namespace, so a bundle keeps only the paths it uses); the
// handlers' route keys are checked against them (test/unit/shared/api/api-paths.test.ts). `{name}` is a
// path parameter, filled in by withPathParameters.

export const health = '/api/health';
export const site = '/api/site';
export const services = '/api/services';
export const blog = '/api/blog';
export const blogPost = '/api/blog/{slug}';
export const caseStudies = '/api/case-studies';
export const jobs = '/api/jobs';
export const jobApplications = '/api/jobs/{id}/applications';
export const uploads = '/api/uploads';
export const courses = '/api/courses';
export const course = '/api/courses/{slug}';
export const courseReviews = '/api/courses/{slug}/reviews';
export const contact = '/api/contact';
export const newsletter = '/api/newsletter';
export const newsletterConfirm = '/api/newsletter/confirm';
export const newsletterUnsubscribe = '/api/newsletter/unsubscribe';
export const nextBatch = '/api/next-batch';
export const nextBatchConfirm = '/api/next-batch/confirm';
export const nextBatchLeave = '/api/next-batch/leave';
/** A full batch's waiting list (decision 025): join, and the mailed links. */
export const waitingList = '/api/waiting-list';
export const waitingListConfirm = '/api/waiting-list/confirm';
export const waitingListLeave = '/api/waiting-list/leave';
export const waitingListOffer = '/api/waiting-list/offer';
export const bookingSlots = '/api/bookings/slots';
export const bookings = '/api/bookings';
export const bookingConfirmation = '/api/bookings/{id}/confirm';
export const leads = '/api/leads';
export const events = '/api/events';
export const couponValidation = '/api/coupons/validate';
export const checkout = '/api/checkout';
export const payment = '/api/payments/{merchantTransactionId}';
export const phonePeWebhook = '/api/payments/phonepe/webhook';
export const invoice = '/api/invoices/{enrollmentId}';
export const creditNote = '/api/credit-notes/{enrollmentId}/{creditNoteId}';
export const learnerSignIn = '/api/learner/sign-in';
export const learnerVerify = '/api/learner/verify';
export const learnerRefresh = '/api/learner/refresh';
export const certificate = '/api/certificates/{id}';
export const certificatePdf = '/api/certificates/{id}/pdf';
export const adminCertificateRevoke = '/api/admin/certificates/{id}/revoke';
export const learnerEnrollments = '/api/learner/enrollments';
export const learnerRefundRequest = '/api/learner/enrollments/{enrollmentId}/refund-request';
export const learnerCalendar = '/api/learner/enrollments/{enrollmentId}/calendar';
export const learnerReview = '/api/learner/enrollments/{enrollmentId}/review';

export const adminDashboard = '/api/admin/dashboard';
export const adminDashboardMoney = '/api/admin/dashboard/money';
export const adminContacts = '/api/admin/contacts';
export const adminContact = '/api/admin/contacts/{id}';
export const adminApplications = '/api/admin/applications';
export const adminApplication = '/api/admin/applications/{id}';
export const adminApplicationResume = '/api/admin/applications/{id}/resume';
export const adminBookings = '/api/admin/bookings';
export const adminBooking = '/api/admin/bookings/{id}';
export const adminLeads = '/api/admin/leads';
export const adminLead = '/api/admin/leads/{id}';
export const adminSubscribers = '/api/admin/subscribers';
export const adminEnrollments = '/api/admin/enrollments';
export const adminPayments = '/api/admin/payments';
export const adminPaymentRefund = '/api/admin/payments/{merchantTransactionId}/refund';
export const adminRefundDecline =
  '/api/admin/payments/{merchantTransactionId}/refund-request/decline';
export const adminCourses = '/api/admin/courses';
export const adminCourse = '/api/admin/courses/{id}';
export const adminCourseBatches = '/api/admin/courses/{id}/batches';
export const adminCourseNextBatchAlerts = '/api/admin/courses/{id}/next-batch-alerts';
export const adminCourseBatch = '/api/admin/courses/{id}/batches/{batchId}';
export const adminBatchSchedule = '/api/admin/courses/{id}/batches/{batchId}/schedule';
export const adminBatchRoster = '/api/admin/courses/{id}/batches/{batchId}/roster';
export const adminBatchWaitingList = '/api/admin/courses/{id}/batches/{batchId}/waiting-list';
export const adminBatchWaitingListEntry =
  '/api/admin/courses/{id}/batches/{batchId}/waiting-list/{entryId}';
export const adminBatchAttendance = '/api/admin/courses/{id}/batches/{batchId}/roster/attendance';
export const adminBatchCompletions = '/api/admin/courses/{id}/batches/{batchId}/completions';
export const adminCoupons = '/api/admin/coupons';
export const adminCoupon = '/api/admin/coupons/{code}';
export const adminBlog = '/api/admin/blog';
export const adminBlogPost = '/api/admin/blog/{id}';
export const adminCaseStudies = '/api/admin/case-studies';
export const adminCaseStudy = '/api/admin/case-studies/{id}';
export const adminJobs = '/api/admin/jobs';
export const adminJob = '/api/admin/jobs/{id}';
export const adminPageStatus = '/api/admin/page-status';
export const adminSettings = '/api/admin/settings';
export const adminMedia = '/api/admin/media';
/** The audit trail (decision 022): newest first, filtered; `?format=csv` exports it. */
export const adminAudit = '/api/admin/audit';
export const adminReviews = '/api/admin/reviews';
export const adminReview = '/api/admin/reviews/{courseSlug}/{reviewId}';
export const adminReviewReply = '/api/admin/reviews/{courseSlug}/{reviewId}/reply';
/** Staff and their roles (decision 021): list and invite. */
export const adminStaff = '/api/admin/staff';
/** One staff member: change roles. */
export const adminStaffMember = '/api/admin/staff/{username}';
export const adminStaffDisable = '/api/admin/staff/{username}/disable';
export const adminStaffEnable = '/api/admin/staff/{username}/enable';
/** Whether owners and finance must use two-step sign-in. */
export const adminStaffPolicy = '/api/admin/staff-policy';
/** The signed-in person tells the server their two-step sign-in changed; it checks and records. */
export const adminOwnTwoStep = '/api/admin/account/two-step';
