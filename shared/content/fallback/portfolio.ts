import type { PortfolioProject } from '../schemas';

export const portfolioProjects: PortfolioProject[] = [
  {
    id: 1,
    title: 'Annapurna Foods Online Ordering Platform',
    category: 'E-commerce',
    client: 'Annapurna Foods Pvt. Ltd.',
    description:
      'A direct-to-consumer ordering site for a South Indian packaged-foods brand, with UPI checkout and pin-code based delivery slots.',
    fullDescription:
      'Annapurna Foods sold mainly through distributors and marketplaces, which left them with thin margins and no relationship with their customers. We designed and built a direct ordering platform with a product catalogue in English and Kannada, UPI and card payments, and delivery slots calculated from the customer’s pin code. The admin panel lets their operations team manage stock across three warehouses, print packing slips and track every order from payment to doorstep. Since launch, the platform has become their most profitable sales channel.',
    image: '/images/portfolio/1.svg',
    gallery: [
      '/images/portfolio/1-1.svg',
      '/images/portfolio/1-2.svg',
      '/images/portfolio/1-3.svg',
    ],
    technologies: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Razorpay', 'AWS'],
    results: [
      {
        metric: 'Direct revenue',
        value: '32%',
        description: 'of total sales now come through the company’s own website',
      },
      {
        metric: 'Checkout conversion',
        value: '+41%',
        description: 'after moving to a single-page checkout with UPI intent',
      },
      {
        metric: 'Page load time',
        value: '1.4s',
        description: 'median Largest Contentful Paint on mobile networks',
      },
    ],
    challenges: [
      'Delivery availability differed by pin code and changed daily with courier capacity',
      'Most customers shopped on entry-level Android phones over 4G',
      'Stock was split across three warehouses with no shared system',
    ],
    solutions: [
      'Built a slot engine that combines pin-code rules with live courier capacity',
      'Server-rendered pages, compressed images and a tiny JavaScript bundle for the storefront',
      'Introduced a single inventory service with per-warehouse reservations at checkout',
    ],
    testimonial: {
      quote:
        'We finally own our customer relationships. The site is fast, our team runs it without calling developers, and direct orders keep growing every quarter.',
      author: 'Lakshmi Venkataraman',
      position: 'Managing Director, Annapurna Foods',
      avatar: '/images/people/lakshmi-venkataraman.svg',
    },
    projectDetails: {
      duration: '5 months',
      teamSize: '6 specialists',
      budget: '$45,000',
      deliverables: [
        'Customer storefront',
        'Operations admin panel',
        'Inventory and slot services',
        'Payment gateway integration',
        'Analytics dashboard',
      ],
    },
    color: 'from-orange-500 to-amber-500',
    demoUrl: 'https://demo.nexoratech.in/annapurna',
    githubUrl: '#',
  },
  {
    id: 2,
    title: 'Vidyapath Learning Portal',
    category: 'Web Development',
    client: 'Vidyapath Education Trust',
    description:
      'A learning portal for 120 affiliated schools, delivering recorded lessons, assignments and progress reports in five Indian languages.',
    fullDescription:
      'Vidyapath Education Trust supports schools in tier-2 and tier-3 towns across Karnataka and Maharashtra. Teachers were sharing lessons over messaging groups, and the trust had no view of which students were keeping up. We built a web portal where teachers upload lessons and assignments, students watch videos that adapt to slow connections, and principals see weekly progress reports. Content is available in English, Hindi, Kannada, Marathi and Tamil, and the portal works on shared family phones with low storage.',
    image: '/images/portfolio/2.svg',
    gallery: ['/images/portfolio/2-1.svg', '/images/portfolio/2-2.svg'],
    technologies: ['React', 'TypeScript', 'Node.js', 'MongoDB', 'AWS MediaConvert', 'CloudFront'],
    results: [
      {
        metric: 'Active students',
        value: '48,000',
        description: 'using the portal every week across 120 schools',
      },
      {
        metric: 'Assignment completion',
        value: '+35%',
        description: 'compared with the previous messaging-group workflow',
      },
      {
        metric: 'Data usage',
        value: '-60%',
        description: 'per lesson thanks to adaptive video and offline downloads',
      },
    ],
    challenges: [
      'Many students shared a single phone with siblings and had very little storage',
      'Internet connections were slow and unreliable in several districts',
      'Teachers had limited time and little experience with online tools',
    ],
    solutions: [
      'Multiple student profiles per device with lightweight offline downloads',
      'Adaptive bit-rate video starting at 144p and a text-first lesson view',
      'A three-step upload flow for teachers with short training videos in each language',
    ],
    testimonial: {
      quote:
        'For the first time we can see which schools need help before the exams, not after. Teachers picked it up within a week.',
      author: 'Dr. Suresh Kulkarni',
      position: 'Director, Vidyapath Education Trust',
      avatar: '/images/people/suresh-kulkarni.svg',
    },
    projectDetails: {
      duration: '6 months',
      teamSize: '7 specialists',
      budget: '$60,000',
      deliverables: [
        'Student and teacher web portal',
        'Video processing pipeline',
        'Principal reporting dashboard',
        'Content translation workflow',
      ],
    },
    color: 'from-blue-500 to-cyan-500',
    demoUrl: 'https://demo.nexoratech.in/vidyapath',
    githubUrl: 'https://github.com/nexoratech/vidyapath-offline-player',
  },
  {
    id: 3,
    title: 'Shree Logistics Fleet Dashboard',
    category: 'Web Development',
    client: 'Shree Logistics',
    description:
      'A real-time web dashboard that tracks 900 trucks, predicts delays and shares live delivery status with business customers.',
    fullDescription:
      'Shree Logistics runs a mixed fleet of owned and contracted trucks between Chennai, Bengaluru and Hyderabad. Dispatchers relied on phone calls to drivers to know where shipments were. We integrated GPS feeds from three telematics vendors into a single live map, added delay predictions based on route history and traffic, and gave customers a tracking page they can share internally. Dispatchers now spend their time on exceptions instead of routine calls.',
    image: '/images/portfolio/3.svg',
    gallery: [
      '/images/portfolio/3-1.svg',
      '/images/portfolio/3-2.svg',
      '/images/portfolio/3-3.svg',
    ],
    technologies: ['React', 'TypeScript', 'Go', 'PostgreSQL', 'TimescaleDB', 'Mapbox', 'AWS'],
    results: [
      {
        metric: 'Status calls',
        value: '-70%',
        description: 'fewer phone calls from customers asking where their shipment is',
      },
      {
        metric: 'On-time delivery',
        value: '94%',
        description: 'up from 86% in the six months before launch',
      },
      {
        metric: 'Vehicles tracked',
        value: '900+',
        description: 'across three telematics providers on one map',
      },
    ],
    challenges: [
      'GPS data arrived from three vendors in different formats and at different intervals',
      'Dispatchers needed updates within seconds during peak hours',
      'Business customers wanted visibility without access to internal data',
    ],
    solutions: [
      'A Go ingestion service that normalises every vendor feed into one event stream',
      'Time-series storage with live updates pushed to the browser over WebSockets',
      'Signed, expiring tracking links scoped to a single consignment',
    ],
    testimonial: {
      quote:
        'Our control room used to be a room full of people on the phone. Now it is a screen full of answers.',
      author: 'Karthik Raman',
      position: 'Head of Operations, Shree Logistics',
      avatar: '/images/people/karthik-raman.svg',
    },
    projectDetails: {
      duration: '4 months',
      teamSize: '5 specialists',
      budget: '$38,000',
      deliverables: [
        'Live fleet map',
        'Telematics ingestion service',
        'Delay prediction module',
        'Customer tracking pages',
      ],
    },
    color: 'from-indigo-500 to-blue-600',
    demoUrl: '#',
    githubUrl: '#',
  },
  {
    id: 4,
    title: 'SwasthCare Patient App',
    category: 'Mobile Development',
    client: 'SwasthCare Clinics',
    description:
      'A patient app for a chain of 40 clinics, covering appointment booking, video consultations, e-prescriptions and lab reports.',
    fullDescription:
      'SwasthCare Clinics operates 40 multi-specialty clinics in Karnataka and Telangana. Patients booked appointments by phone and collected lab reports in person. We built a cross-platform app that lets patients book and pay for appointments, consult doctors over video, receive digital prescriptions and download lab reports the moment they are ready. The app integrates with the clinics’ existing hospital information system and follows the ABDM guidelines for health records.',
    image: '/images/portfolio/4.svg',
    gallery: ['/images/portfolio/4-1.svg', '/images/portfolio/4-2.svg'],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'Twilio Video', 'AWS'],
    results: [
      {
        metric: 'App bookings',
        value: '58%',
        description: 'of all appointments are now booked through the app',
      },
      {
        metric: 'No-shows',
        value: '-27%',
        description: 'after adding reminders and one-tap rescheduling',
      },
      {
        metric: 'Store rating',
        value: '4.7',
        description: 'average rating across Google Play and the App Store',
      },
    ],
    challenges: [
      'Integration with a ten-year-old hospital information system with no public API',
      'Strict privacy expectations for medical records',
      'Elderly patients who were new to smartphone apps',
    ],
    solutions: [
      'A secure integration layer that syncs appointments and reports every minute',
      'Encrypted storage, biometric login and audit logs for every record viewed',
      'Large text, simple navigation and a “book for a family member” option',
    ],
    testimonial: {
      quote:
        'Patients tell our front desk how easy the app is. The team understood healthcare, not just code.',
      author: 'Dr. Ananya Rao',
      position: 'Chief Medical Officer, SwasthCare Clinics',
      avatar: '/images/people/ananya-rao.svg',
    },
    projectDetails: {
      duration: '7 months',
      teamSize: '8 specialists',
      budget: '$85,000',
      deliverables: [
        'iOS and Android patient app',
        'Doctor scheduling console',
        'HIS integration layer',
        'Video consultation service',
        'Security and privacy review',
      ],
    },
    color: 'from-teal-500 to-emerald-500',
    demoUrl: '#',
    githubUrl: '#',
  },
  {
    id: 5,
    title: 'KisanMitra Farmer Advisory App',
    category: 'Mobile Development',
    client: 'KisanMitra Agritech',
    description:
      'An offline-first Android app giving farmers weather alerts, crop advice and mandi prices in their own language.',
    fullDescription:
      'KisanMitra Agritech works with farmer producer organisations in Maharashtra and Madhya Pradesh. Their field officers could only visit each village once a fortnight, so advice often arrived too late. We built a Flutter app that works offline, syncs when a signal is available, and delivers weather alerts, crop-stage advice and daily mandi prices in Marathi and Hindi. Farmers can send a photo of a diseased leaf, which field officers review and answer from a web console.',
    image: '/images/portfolio/5.svg',
    gallery: [
      '/images/portfolio/5-1.svg',
      '/images/portfolio/5-2.svg',
      '/images/portfolio/5-3.svg',
    ],
    technologies: ['Flutter', 'Dart', 'Firebase', 'Python', 'FastAPI', 'Google Cloud'],
    results: [
      {
        metric: 'Registered farmers',
        value: '65,000',
        description: 'within the first year across two states',
      },
      {
        metric: 'Advice response time',
        value: '6 hours',
        description: 'average, down from about two weeks',
      },
      {
        metric: 'App size',
        value: '9 MB',
        description: 'small enough for low-storage phones',
      },
    ],
    challenges: [
      'Patchy or no mobile connectivity in many fields',
      'Users with limited literacy and little experience with apps',
      'Very low-storage, low-memory Android phones',
    ],
    solutions: [
      'Offline-first storage with background sync and compressed photo uploads',
      'Voice notes, icons and local-language audio for every key screen',
      'A lean Flutter build with deferred loading of rarely used features',
    ],
    testimonial: {
      quote:
        'Farmers trust the app because it speaks their language and works where they are. Our field officers now reach ten times more people.',
      author: 'Vikram Patil',
      position: 'Co-founder, KisanMitra Agritech',
      avatar: '/images/people/vikram-patil.svg',
    },
    projectDetails: {
      duration: '5 months',
      teamSize: '5 specialists',
      budget: '$42,000',
      deliverables: [
        'Android farmer app',
        'Field officer web console',
        'Mandi price and weather data pipeline',
        'Content management for advisories',
      ],
    },
    color: 'from-green-500 to-lime-500',
    demoUrl: 'https://demo.nexoratech.in/kisanmitra',
    githubUrl: '#',
  },
  {
    id: 6,
    title: 'Suraksha Finance Loan Document AI',
    category: 'AI/ML',
    client: 'Suraksha Finance Ltd.',
    description:
      'A document-understanding system that reads KYC and income documents, flags inconsistencies and cuts loan processing time from days to hours.',
    fullDescription:
      'Suraksha Finance is an NBFC offering small business loans across South India. Credit officers spent most of their day reading scanned PAN cards, bank statements and GST returns. We built a document AI pipeline that classifies each upload, extracts the key fields, cross-checks them against each other and highlights anything that needs a human decision. Every extraction shows the exact region of the document it came from, so officers can verify it at a glance.',
    image: '/images/portfolio/6.svg',
    gallery: ['/images/portfolio/6-1.svg', '/images/portfolio/6-2.svg'],
    technologies: ['Python', 'PyTorch', 'FastAPI', 'AWS Textract', 'PostgreSQL', 'React'],
    results: [
      {
        metric: 'Processing time',
        value: '-78%',
        description: 'from application to credit decision',
      },
      {
        metric: 'Extraction accuracy',
        value: '96%',
        description: 'field-level accuracy on a held-out set of real applications',
      },
      {
        metric: 'Applications per officer',
        value: '3x',
        description: 'handled per day without extra staff',
      },
    ],
    challenges: [
      'Scans and phone photos of very uneven quality',
      'Regulatory requirement that every credit decision be explainable',
      'Sensitive personal and financial data',
    ],
    solutions: [
      'Image clean-up and layout-aware models trained on the client’s own documents',
      'Field-level evidence links and a full audit trail for every decision',
      'Processing inside the client’s AWS account with encryption and masked logs',
    ],
    testimonial: {
      quote:
        'Our credit officers now spend their time on judgement, not data entry. The audit trail made our compliance team comfortable from day one.',
      author: 'Meera Krishnan',
      position: 'Chief Risk Officer, Suraksha Finance',
      avatar: '/images/people/meera-krishnan.svg',
    },
    projectDetails: {
      duration: '6 months',
      teamSize: '6 specialists',
      budget: '$95,000',
      deliverables: [
        'Document classification and extraction models',
        'Cross-check rules engine',
        'Credit officer review interface',
        'Model monitoring dashboard',
      ],
    },
    color: 'from-purple-500 to-indigo-600',
    demoUrl: '#',
    githubUrl: '#',
  },
];
