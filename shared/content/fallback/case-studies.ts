import type { CaseStudy } from '../schemas';

export const fallbackCaseStudies: CaseStudy[] = [
  {
    id: 'case-study-telemedicine-platform-for-rural-clinics',
    slug: 'telemedicine-platform-for-rural-clinics',
    status: 'published',
    createdAt: '2026-02-18T07:00:00Z',
    title: 'A Telemedicine Platform Connecting Rural Clinics to Specialists',
    clientName: 'Arogya Health Network',
    industry: 'Healthcare',
    sector: 'Primary care and telemedicine',
    featuredImage: '/images/case-studies/telemedicine-platform-for-rural-clinics.svg',
    challenge:
      'Arogya Health Network runs 85 primary health clinics in rural Karnataka, each staffed by a general physician and a nurse. Patients who needed a specialist had to travel up to 150 km to a district hospital, often losing two days of wages, and many simply did not go. Earlier attempts at video consultation failed because connections were poor, records were on paper, and specialists had no way to see test results before the call.',
    solution:
      'We built a telemedicine platform designed for low bandwidth. Clinic staff record vitals and upload photos of reports through a tablet app that works offline and syncs when a connection is available. Specialists in Bengaluru see a complete case summary before each consultation, and calls fall back automatically from video to audio with a shared still image when bandwidth drops. Prescriptions are issued digitally and printed at the clinic, and every consultation is linked to the patient’s ABHA health ID.',
    results: {
      'Specialist consultations per month': '3,200+',
      'Average patient travel avoided': '112 km',
      'Consultations completed without dropping': '97%',
      'Time to first specialist opinion': '-85%',
    },
    testimonial: {
      quote:
        'Our patients now see a cardiologist or a dermatologist the same week, from their own village. The platform works even on the days when the network does not.',
      author: 'Dr. Harish Gowda',
      position: 'Medical Director, Arogya Health Network',
    },
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'WebRTC', 'AWS', 'ABDM APIs'],
    projectDuration: '6 months',
    teamSize: '7 developers',
    projectUrl: '#',
  },
  {
    id: 'case-study-upi-collections-platform-for-a-microfinance-lender',
    slug: 'upi-collections-platform-for-a-microfinance-lender',
    status: 'published',
    createdAt: '2026-04-07T06:30:00Z',
    title: 'Moving a Microfinance Lender from Cash Collections to UPI',
    clientName: 'Sahyog Microfinance',
    industry: 'FinTech',
    sector: 'Microfinance and lending',
    featuredImage: '/images/case-studies/upi-collections-platform-for-a-microfinance-lender.svg',
    challenge:
      'Sahyog Microfinance serves 1.2 lakh women borrowers through joint-liability groups in Maharashtra. Loan officers collected repayments in cash at weekly group meetings and deposited them at the branch, which carried security risks and meant reconciliation took up to three days. Borrowers who missed a meeting had no easy way to repay, and the finance team could not see the day’s collections until the following week.',
    solution:
      'We delivered a collections platform built on UPI. Each borrower receives a repayment link and a dynamic QR code by SMS and WhatsApp in Marathi, and loan officers carry an app that shows who has paid before the meeting starts. Payments are reconciled automatically against the loan management system within minutes through the payment gateway’s webhooks. A dashboard gives branch managers and the finance team a live view of collections, overdue accounts and cash still in the field.',
    results: {
      'Repayments made digitally': '68%',
      'Reconciliation time': '3 days → 15 minutes',
      'On-time repayment rate': '+9 points',
      'Cash handled by field staff': '-61%',
    },
    testimonial: {
      quote:
        'Our loan officers feel safer, our borrowers can pay when it suits them, and our finance team closes the books every evening instead of every week.',
      author: 'Rohini Joshi',
      position: 'Chief Operating Officer, Sahyog Microfinance',
    },
    technologies: ['Kotlin', 'Spring Boot', 'PostgreSQL', 'Kafka', 'React', 'UPI Deep Links'],
    projectDuration: '5 months',
    teamSize: '8 developers',
    projectUrl: '#',
  },
  {
    id: 'case-study-scaling-a-festive-sale-for-an-ethnic-wear-brand',
    slug: 'scaling-a-festive-sale-for-an-ethnic-wear-brand',
    status: 'published',
    createdAt: '2026-06-12T05:45:00Z',
    title: 'Scaling an Ethnic Wear Store for a Tenfold Festive Sale',
    clientName: 'Rangrez Handloom Co.',
    industry: 'E-commerce',
    sector: 'Fashion retail',
    featuredImage: '/images/case-studies/scaling-a-festive-sale-for-an-ethnic-wear-brand.svg',
    challenge:
      'Rangrez Handloom sells handwoven sarees and kurtas online, and about forty percent of its annual revenue arrives in the three weeks before Diwali. The previous year, the store slowed to a crawl on the first sale day and crashed twice during peak hours, and overselling of limited-stock items led to hundreds of cancelled orders and angry customers.',
    solution:
      'We profiled the store end to end and rebuilt the hot paths. Product and category pages moved to static generation behind a CDN with short revalidation times, images were converted to modern formats, and the cart and checkout were rewritten to reserve stock atomically. We load-tested the new setup at fifteen times normal traffic, added autoscaling and a virtual waiting room for flash drops, and stayed on call with the client’s team for the whole sale.',
    results: {
      'Peak concurrent shoppers handled': '22,000',
      'Mobile page load time': '-62%',
      'Oversold orders': '0',
      'Festive revenue vs. last year': '+48%',
    },
    testimonial: {
      quote:
        'For the first time, Diwali sale day was exciting instead of frightening. The site stayed fast the whole time, and not a single order had to be cancelled for stock.',
      author: 'Farhan Qureshi',
      position: 'Founder, Rangrez Handloom Co.',
    },
    technologies: ['Next.js', 'Node.js', 'Redis', 'PostgreSQL', 'CloudFront', 'k6'],
    projectDuration: '10 weeks',
    teamSize: '5 developers',
    projectUrl: '#',
  },
  {
    id: 'case-study-adaptive-practice-for-competitive-exam-aspirants',
    slug: 'adaptive-practice-for-competitive-exam-aspirants',
    status: 'published',
    createdAt: '2026-08-25T08:15:00Z',
    title: 'Adaptive Practice Tests for Competitive Exam Aspirants',
    clientName: 'Pragati Academy',
    industry: 'Education',
    sector: 'Test preparation',
    featuredImage: '/images/case-studies/adaptive-practice-for-competitive-exam-aspirants.svg',
    challenge:
      'Pragati Academy prepares more than 40,000 students a year for engineering and medical entrance exams. Every student received the same weekly practice tests regardless of their level, so strong students were bored and struggling students fell further behind. Faculty had no practical way to see which concepts each student found difficult across thousands of answer sheets.',
    solution:
      'We built an adaptive practice engine that estimates each student’s mastery of every concept from their answers and chooses the next question accordingly. Questions are tagged by concept and difficulty by faculty, with a machine learning model suggesting tags for new questions. Students get a personal weekly plan, and faculty see a concept-level heat map for every batch, so doubt-clearing sessions focus on what each batch actually needs.',
    results: {
      'Average mock test score improvement': '+18%',
      'Weekly active students': '31,000',
      'Questions tagged automatically': '85%',
    },
    testimonial: {
      quote:
        'Our faculty now walk into class knowing exactly which topics a batch is stuck on. Students say the practice finally feels like it was made for them.',
      author: 'Nandini Subramaniam',
      position: 'Academic Head, Pragati Academy',
    },
    technologies: ['Python', 'FastAPI', 'scikit-learn', 'React', 'PostgreSQL', 'AWS'],
    // The schema's defaults (docs/product.md §3), written out because the parsed type requires them.
    projectDuration: '4 months',
    teamSize: '6 developers',
    projectUrl: '#',
  },
];
