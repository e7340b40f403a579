import type { Batch, Course, CourseReview } from '../schemas';

export const fallbackCourses: Course[] = [
  {
    id: 'course-full-stack-web-development-mern',
    slug: 'full-stack-web-development-mern',
    status: 'published',
    title: 'Full Stack Web Development with MERN',
    description:
      'Learn to build and deploy complete web applications with MongoDB, Express, React and Node.js. The course starts with the foundations of HTML, CSS and modern JavaScript, then moves through React, REST APIs, authentication, databases and cloud deployment. Every module ends with a practical assignment, and you finish by building a portfolio-ready project reviewed by working engineers from Nexora Technologies.',
    shortDescription:
      'Go from the basics of HTML and JavaScript to deploying full stack React and Node.js applications.',
    thumbnail: '/images/courses/full-stack-web-development-mern.svg',
    durationWeeks: 16,
    level: 'Beginner',
    pricePaise: 3499900,
    originalPricePaise: 4999900,
    category: 'Web Development',
    enrolledStudents: 1842,
    // Computed from published verified reviews (decision 024); the seed's reviews are not.
    rating: 0,
    reviewsCount: 0,
    instructor: {
      name: 'Siddharth Menon',
      avatar: '/images/people/siddharth-menon.svg',
      bio: 'Siddharth is a principal engineer at Nexora Technologies who has built web platforms for retail, logistics and education clients. Before Nexora he spent six years at a Bengaluru product company scaling its React and Node.js stack to millions of users, and he has mentored over 2,000 developers.',
      experience: '12+ years',
    },
    syllabus: [
      {
        module: 'Web Foundations: HTML, CSS and Git',
        topics: [
          'Semantic HTML and accessibility basics',
          'CSS layout with Flexbox and Grid',
          'Responsive design and Tailwind CSS',
          'Git, GitHub and pull requests',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Modern JavaScript and TypeScript',
        topics: [
          'Variables, functions, arrays and objects',
          'Promises, async/await and the fetch API',
          'ES modules and tooling with Vite',
          'TypeScript types, interfaces and generics',
        ],
        duration: '2 weeks',
      },
      {
        module: 'React Fundamentals',
        topics: [
          'Components, props and state',
          'Hooks: useState, useEffect and custom hooks',
          'Forms, validation and controlled inputs',
          'Routing with React Router',
        ],
        duration: '3 weeks',
      },
      {
        module: 'Node.js and Express APIs',
        topics: [
          'Building REST APIs with Express',
          'Request validation with zod',
          'Error handling and logging',
          'Testing APIs with Vitest and Supertest',
        ],
        duration: '2 weeks',
      },
      {
        module: 'MongoDB and Data Modelling',
        topics: [
          'Documents, collections and indexes',
          'Mongoose schemas and relationships',
          'Aggregation pipelines',
          'Transactions and data consistency',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Authentication and Security',
        topics: [
          'Password hashing and sessions',
          'JSON Web Tokens and refresh tokens',
          'Role-based access control',
          'OWASP Top 10 for web developers',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Deployment and Capstone Project',
        topics: [
          'Deploying to AWS and Vercel',
          'Environment variables and secrets',
          'CI/CD with GitHub Actions',
          'Capstone project build and code review',
        ],
        duration: '3 weeks',
      },
    ],
    features: [
      'Live instructor-led sessions with recordings',
      '12 hands-on assignments and a capstone project',
      'Code reviews from Nexora engineers',
      'Mock interviews and resume review',
      'Lifetime access to course material',
    ],
    prerequisites: [
      'Comfort using a computer and installing software',
      'A laptop with at least 8 GB RAM',
      'No prior programming experience required',
    ],
    whatYouLearn: [
      'Build responsive user interfaces with React and Tailwind CSS',
      'Design and build REST APIs with Node.js and Express',
      'Model data and write efficient queries in MongoDB',
      'Add secure sign-in and role-based access to an application',
      'Deploy a full stack application with automated CI/CD',
    ],
    certification: [
      'Nexora Technologies Certificate of Completion',
      'Capstone project certificate with verification link',
      'LinkedIn-shareable digital badge',
    ],
    createdAt: '2026-03-02T06:00:00Z',
  },
  {
    id: 'course-data-science-machine-learning-python',
    slug: 'data-science-machine-learning-python',
    status: 'published',
    title: 'Data Science & Machine Learning with Python',
    description:
      'A practical, project-driven programme covering the full data science workflow: collecting and cleaning data, exploring it, building and evaluating machine learning models, and presenting results to decision makers. You work with real Indian datasets from retail, agriculture and finance, and learn the statistics behind the models so you can explain why they work, not only how to run them.',
    shortDescription:
      'Analyse data, build machine learning models and present results using Python, pandas and scikit-learn.',
    thumbnail: '/images/courses/data-science-machine-learning-python.svg',
    durationWeeks: 20,
    level: 'Intermediate',
    pricePaise: 4499900,
    originalPricePaise: 6499900,
    category: 'Data Science',
    enrolledStudents: 1265,
    // Computed from published verified reviews (decision 024); the seed's reviews are not.
    rating: 0,
    reviewsCount: 0,
    instructor: {
      name: 'Dr. Ritu Agarwal',
      avatar: '/images/people/ritu-agarwal.svg',
      bio: 'Ritu holds a PhD in statistics from the Indian Statistical Institute and leads data science engagements at Nexora. She has built forecasting and credit-risk models for banks and retailers and previously taught applied machine learning at a Pune engineering college.',
      experience: '14+ years',
    },
    syllabus: [
      {
        module: 'Python for Data Analysis',
        topics: [
          'Python refresher and Jupyter notebooks',
          'NumPy arrays and vectorised operations',
          'pandas DataFrames, joins and group-bys',
          'Reading data from CSV, Excel, SQL and APIs',
        ],
        duration: '3 weeks',
      },
      {
        module: 'Statistics and Exploratory Analysis',
        topics: [
          'Descriptive statistics and distributions',
          'Hypothesis testing and confidence intervals',
          'Visualisation with Matplotlib and Seaborn',
          'Telling a story with data',
        ],
        duration: '3 weeks',
      },
      {
        module: 'Supervised Learning',
        topics: [
          'Linear and logistic regression',
          'Decision trees, random forests and gradient boosting',
          'Cross-validation and hyperparameter tuning',
          'Metrics: precision, recall, ROC AUC and RMSE',
        ],
        duration: '4 weeks',
      },
      {
        module: 'Unsupervised Learning and Feature Engineering',
        topics: [
          'Clustering with k-means and DBSCAN',
          'Dimensionality reduction with PCA',
          'Handling missing values and outliers',
          'Encoding categorical and date features',
        ],
        duration: '3 weeks',
      },
      {
        module: 'Deep Learning Essentials',
        topics: [
          'Neural networks with PyTorch',
          'Image classification with CNNs',
          'Text classification and embeddings',
          'Transfer learning with pre-trained models',
        ],
        duration: '3 weeks',
      },
      {
        module: 'Deploying Models and Capstone',
        topics: [
          'Serving models with FastAPI',
          'Experiment tracking with MLflow',
          'Monitoring models in production',
          'Capstone project and presentation',
        ],
        duration: '4 weeks',
      },
    ],
    features: [
      'Live sessions three times a week with recordings',
      'Six industry projects on real Indian datasets',
      'Weekly doubt-clearing sessions with teaching assistants',
      'Cloud notebooks with GPU access for deep learning modules',
      'Placement support and interview preparation',
    ],
    prerequisites: [
      'Basic Python programming (loops, functions, lists)',
      'School-level mathematics, including basic algebra',
      'A laptop with at least 8 GB RAM',
    ],
    whatYouLearn: [
      'Clean, explore and visualise real-world datasets with pandas',
      'Apply statistics to test ideas and avoid misleading conclusions',
      'Build, tune and evaluate machine learning models with scikit-learn',
      'Train neural networks for images and text with PyTorch',
      'Deploy a model as an API and monitor it after release',
    ],
    certification: [
      'Nexora Technologies Certificate in Data Science',
      'Project portfolio reviewed by industry practitioners',
      'LinkedIn-shareable digital badge',
    ],
    createdAt: '2026-03-16T06:00:00Z',
  },
  {
    id: 'course-cloud-computing-aws',
    slug: 'cloud-computing-aws',
    status: 'published',
    title: 'Cloud Computing with AWS',
    description:
      'An advanced, hands-on course for developers and system administrators who want to design, secure and run production workloads on Amazon Web Services. You build real architectures in your own AWS account, automate them with infrastructure as code, and learn to keep them reliable and affordable. The course also prepares you for the AWS Certified Solutions Architect – Associate exam.',
    shortDescription:
      'Design, automate and operate secure, cost-efficient production systems on Amazon Web Services.',
    thumbnail: '/images/courses/cloud-computing-aws.svg',
    durationWeeks: 12,
    level: 'Advanced',
    pricePaise: 2999900,
    originalPricePaise: 3999900,
    category: 'Cloud Computing',
    enrolledStudents: 934,
    // Computed from published verified reviews (decision 024); the seed's reviews are not.
    rating: 0,
    reviewsCount: 0,
    instructor: {
      name: 'Naveen Choudhary',
      avatar: '/images/people/naveen-choudhary.svg',
      bio: 'Naveen leads cloud and DevOps at Nexora and holds the AWS Solutions Architect – Professional and DevOps Engineer – Professional certifications. He has migrated more than thirty Indian businesses to AWS and cut their cloud bills along the way.',
      experience: '15+ years',
    },
    syllabus: [
      {
        module: 'Cloud Foundations and IAM',
        topics: [
          'Regions, availability zones and the shared responsibility model',
          'IAM users, roles and least-privilege policies',
          'AWS Organizations and multi-account setups',
          'Billing alerts and cost allocation tags',
        ],
        duration: '1 week',
      },
      {
        module: 'Networking and Compute',
        topics: [
          'VPC design: subnets, route tables and NAT',
          'EC2, Auto Scaling groups and load balancers',
          'Containers with ECS and Fargate',
          'Serverless compute with Lambda',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Storage and Databases',
        topics: [
          'S3 storage classes, lifecycle rules and encryption',
          'RDS and Aurora for relational workloads',
          'DynamoDB data modelling',
          'Backups, snapshots and disaster recovery',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Infrastructure as Code',
        topics: [
          'AWS CDK with TypeScript',
          'CloudFormation concepts and drift',
          'Environments, stages and parameter management',
          'Testing infrastructure code',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Security and Compliance',
        topics: [
          'KMS, Secrets Manager and encryption at rest',
          'WAF, Shield and security groups',
          'CloudTrail, GuardDuty and Security Hub',
          'Data residency in the Mumbai and Hyderabad regions',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Observability and Cost Optimisation',
        topics: [
          'CloudWatch metrics, logs and alarms',
          'Distributed tracing with X-Ray',
          'Savings Plans, Spot and right-sizing',
          'Well-Architected reviews',
        ],
        duration: '1 week',
      },
      {
        module: 'Capstone and Certification Preparation',
        topics: [
          'Design and build a three-tier production architecture',
          'Architecture review with the instructor',
          'Two full-length practice exams',
          'Exam strategy and review sessions',
        ],
        duration: '2 weeks',
      },
    ],
    features: [
      'Guided labs in your own AWS account with cost guardrails',
      'Architecture reviews of your capstone by certified architects',
      'Two full-length practice exams for the associate certification',
      'Recordings of every live session',
      'Private community of cloud engineers',
    ],
    prerequisites: [
      'At least one year of experience in software development or system administration',
      'Comfort with the Linux command line',
      'Basic networking concepts such as IP addresses, DNS and HTTP',
      'An AWS account (free tier is enough for most labs)',
    ],
    whatYouLearn: [
      'Design secure multi-tier architectures on AWS',
      'Automate infrastructure with the AWS CDK',
      'Choose the right compute, storage and database services for a workload',
      'Monitor, troubleshoot and reduce the cost of production systems',
      'Prepare confidently for the AWS Solutions Architect – Associate exam',
    ],
    certification: [
      'Nexora Technologies Certificate in Cloud Computing',
      'Preparation for AWS Certified Solutions Architect – Associate',
      'LinkedIn-shareable digital badge',
    ],
    createdAt: '2026-04-06T06:00:00Z',
  },
  {
    id: 'course-mobile-app-development-react-native-flutter',
    slug: 'mobile-app-development-react-native-flutter',
    status: 'published',
    title: 'Mobile App Development with React Native & Flutter',
    description:
      'Build cross-platform mobile apps for Android and iOS with the two most popular frameworks in the industry. You start with React Native and TypeScript, then learn Flutter and Dart, so you can work confidently with either in your career. Along the way you add offline storage, push notifications, payments and maps, and you publish a finished app to the Google Play Store.',
    shortDescription:
      'Build and publish cross-platform Android and iOS apps with React Native and Flutter.',
    thumbnail: '/images/courses/mobile-app-development-react-native-flutter.svg',
    durationWeeks: 14,
    level: 'Intermediate',
    pricePaise: 2799900,
    originalPricePaise: 3799900,
    category: 'Mobile Development',
    enrolledStudents: 1108,
    // Computed from published verified reviews (decision 024); the seed's reviews are not.
    rating: 0,
    reviewsCount: 0,
    instructor: {
      name: 'Pooja Bhat',
      avatar: '/images/people/pooja-bhat.svg',
      bio: 'Pooja is a senior mobile engineer at Nexora Technologies who has shipped healthcare, agritech and fintech apps used by millions of people. She is a Google Developer Expert for Flutter and speaks regularly at mobile meet-ups in Bengaluru.',
      experience: '10+ years',
    },
    syllabus: [
      {
        module: 'Mobile Fundamentals',
        topics: [
          'How native, hybrid and cross-platform apps differ',
          'Setting up Android Studio, Xcode and emulators',
          'Mobile UX patterns and navigation',
          'TypeScript essentials for React Native',
        ],
        duration: '1 week',
      },
      {
        module: 'React Native Core',
        topics: [
          'Core components and styling',
          'Navigation with React Navigation',
          'Lists, images and performance',
          'State management with Zustand and React Query',
        ],
        duration: '3 weeks',
      },
      {
        module: 'Device Features and Offline Storage',
        topics: [
          'Camera, location and permissions',
          'Offline storage with SQLite and MMKV',
          'Push notifications with Firebase Cloud Messaging',
          'Deep links and app links',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Flutter and Dart',
        topics: [
          'Dart language fundamentals',
          'Widgets, layouts and theming',
          'State management with Riverpod',
          'Platform channels for native code',
        ],
        duration: '3 weeks',
      },
      {
        module: 'Payments, Maps and APIs',
        topics: [
          'Consuming REST APIs securely',
          'UPI and payment gateway SDKs',
          'Maps and location tracking',
          'Authentication with OTP and social login',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Testing, Release and Capstone',
        topics: [
          'Unit, widget and end-to-end tests',
          'Crash reporting and analytics',
          'Publishing to Google Play and the App Store',
          'Capstone app build and review',
        ],
        duration: '3 weeks',
      },
    ],
    features: [
      'Build apps in both React Native and Flutter',
      'Publish your capstone app to the Google Play Store',
      'Testing on a lab of real budget and flagship devices',
      'Code reviews from Nexora mobile engineers',
      'Lifetime access to recordings and updates',
    ],
    prerequisites: [
      'Working knowledge of JavaScript or another programming language',
      'Basic understanding of HTML and CSS',
      'A laptop with at least 8 GB RAM (16 GB recommended)',
      'An Android phone for testing (an iPhone is optional)',
    ],
    whatYouLearn: [
      'Build cross-platform apps with React Native and TypeScript',
      'Build cross-platform apps with Flutter and Dart',
      'Use device features such as camera, location and notifications',
      'Integrate payments, maps and secure APIs',
      'Test, release and monitor apps on the app stores',
    ],
    certification: [
      'Nexora Technologies Certificate in Mobile App Development',
      'Published app listed on your certificate',
      'LinkedIn-shareable digital badge',
    ],
    createdAt: '2026-05-11T06:00:00Z',
  },
  {
    id: 'course-digital-marketing-mastery',
    slug: 'digital-marketing-mastery',
    status: 'published',
    title: 'Digital Marketing Mastery',
    description:
      'A complete introduction to digital marketing for students, business owners and career switchers. You learn how to get found on Google, run profitable ad campaigns on Google and Meta, build an email and WhatsApp audience, and measure everything with GA4. Each week you apply the lessons to a live project, either your own business or a practice brand, with feedback from marketers who manage real budgets.',
    shortDescription:
      'Learn SEO, paid ads, social media, email marketing and analytics with hands-on live projects.',
    thumbnail: '/images/courses/digital-marketing-mastery.svg',
    durationWeeks: 10,
    level: 'Beginner',
    pricePaise: 1499900,
    originalPricePaise: null,
    category: 'Digital Marketing',
    enrolledStudents: 2310,
    // Computed from published verified reviews (decision 024); the seed's reviews are not.
    rating: 0,
    reviewsCount: 0,
    instructor: {
      name: 'Rohan Malhotra',
      avatar: '/images/people/rohan-malhotra.svg',
      bio: 'Rohan has run performance marketing for consumer brands and start-ups in Delhi and Bengaluru, managing more than ₹40 crore in ad spend. He is a Google Ads and Meta Blueprint certified trainer and joined Nexora to lead its marketing academy.',
      experience: '12+ years',
    },
    syllabus: [
      {
        module: 'Marketing Foundations',
        topics: [
          'Customer journeys and the marketing funnel',
          'Defining audiences and value propositions',
          'Setting goals and budgets',
          'Overview of channels and their costs',
        ],
        duration: '1 week',
      },
      {
        module: 'Search Engine Optimisation',
        topics: [
          'Keyword research for Indian markets',
          'On-page SEO and content structure',
          'Technical SEO and Core Web Vitals',
          'Local SEO with Google Business Profile',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Google Ads',
        topics: [
          'Search, Performance Max and YouTube campaigns',
          'Bidding strategies and budgets',
          'Writing ads that convert',
          'Conversion tracking and offline conversions',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Social Media and Meta Ads',
        topics: [
          'Content strategy for Instagram, LinkedIn and YouTube',
          'Meta Ads audiences and creatives',
          'Influencer collaborations',
          'Community management',
        ],
        duration: '2 weeks',
      },
      {
        module: 'Email, WhatsApp and Automation',
        topics: [
          'Building and segmenting a subscriber list',
          'Email campaigns and automated journeys',
          'WhatsApp Business API campaigns',
          'Consent and the DPDP Act',
        ],
        duration: '1 week',
      },
      {
        module: 'Analytics and Capstone Campaign',
        topics: [
          'GA4 setup and key events',
          'Looker Studio dashboards',
          'Attribution and reporting to stakeholders',
          'Planning and presenting a full campaign',
        ],
        duration: '2 weeks',
      },
    ],
    features: [
      'Live projects with real ad budgets supplied by Nexora',
      'Templates for campaign plans, reports and content calendars',
      'Preparation for Google Ads and Meta certifications',
      'Weekly feedback from practising marketers',
      'Internship opportunities with Nexora clients',
    ],
    prerequisites: [
      'No prior marketing experience required',
      'Comfort with using the internet and spreadsheets',
      'A laptop or desktop computer',
    ],
    whatYouLearn: [
      'Plan a digital marketing strategy with clear goals and budgets',
      'Improve a website’s ranking on Google with SEO',
      'Run and optimise Google Ads and Meta Ads campaigns',
      'Grow an audience through email, WhatsApp and social media',
      'Measure results with GA4 and report them clearly',
    ],
    certification: [
      'Nexora Technologies Certificate in Digital Marketing',
      'Preparation for Google Ads and Meta Blueprint certifications',
      'LinkedIn-shareable digital badge',
    ],
    createdAt: '2026-06-01T06:00:00Z',
  },
];

// The four fixed batch slots of docs/product.md §3, with the product's seat counts.
const batchSlots = [
  { id: 'morning', name: 'Morning Batch', schedule: 'Mon–Fri, 7:00–9:00 AM IST', seats: 25 },
  { id: 'afternoon', name: 'Afternoon Batch', schedule: 'Mon–Fri, 2:00–4:00 PM IST', seats: 30 },
  { id: 'evening', name: 'Evening Batch', schedule: 'Mon–Fri, 7:30–9:30 PM IST', seats: 20 },
  { id: 'weekend', name: 'Weekend Batch', schedule: 'Sat–Sun, 10:00 AM–1:00 PM IST', seats: 15 },
] as const;

/** Start dates in slot order: morning, afternoon, evening, weekend. */
function batchesFor(
  courseSlug: string,
  startDates: [string | null, string | null, string | null, string | null],
): Batch[] {
  return batchSlots.map((slot, index) => ({
    ...slot,
    courseSlug,
    startDate: startDates[index] ?? null,
    isActive: true,
  }));
}

export const fallbackBatches: Batch[] = [
  ...batchesFor('full-stack-web-development-mern', [
    '2027-01-11',
    '2027-01-18',
    '2027-02-01',
    '2027-01-16',
  ]),
  ...batchesFor('data-science-machine-learning-python', [
    '2027-01-18',
    '2027-02-01',
    '2027-02-15',
    '2027-01-23',
  ]),
  ...batchesFor('cloud-computing-aws', ['2027-02-01', '2027-02-15', '2027-03-01', '2027-02-06']),
  ...batchesFor('mobile-app-development-react-native-flutter', [
    '2027-01-25',
    '2027-02-08',
    '2027-02-22',
    null,
  ]),
  ...batchesFor('digital-marketing-mastery', [
    '2027-01-04',
    '2027-01-11',
    '2027-01-18',
    '2027-03-06',
  ]),
];

// Sample reviews written for the seed, not by learners from enrolments: published but not
// verified, so they are neither shown nor counted (decision 024).
const sampleReview = (
  review: Pick<
    CourseReview,
    'id' | 'courseSlug' | 'authorName' | 'rating' | 'comment' | 'createdAt'
  >,
): CourseReview => ({
  ...review,
  enrollmentId: null,
  isVerified: false,
  status: 'published',
  editableUntil: null,
  reply: null,
});

export const fallbackReviews: CourseReview[] = (
  [
    {
      id: 'review-mern-ankit-verma',
      courseSlug: 'full-stack-web-development-mern',
      authorName: 'Ankit Verma',
      rating: 5,
      comment:
        'I came from a mechanical engineering background with no coding experience. The assignments were tough but the code reviews taught me more than any video course. I joined a Pune product company as a junior developer two months after finishing.',
      createdAt: '2026-07-14T10:20:00Z',
    },
    {
      id: 'review-mern-divya-shetty',
      courseSlug: 'full-stack-web-development-mern',
      authorName: 'Divya Shetty',
      rating: 4,
      comment:
        'Very well structured, especially the React and authentication modules. The pace in the MongoDB weeks was a little fast for me, but the recordings and doubt sessions helped me catch up.',
      createdAt: '2026-08-02T14:05:00Z',
    },
    {
      id: 'review-mern-imran-sheikh',
      courseSlug: 'full-stack-web-development-mern',
      authorName: 'Imran Sheikh',
      rating: 5,
      comment:
        'Siddharth explains difficult topics with real examples from client projects. Deploying my capstone with a proper CI pipeline was the highlight.',
      createdAt: '2026-09-19T09:45:00Z',
    },
    {
      id: 'review-data-science-kiran-joshi',
      courseSlug: 'data-science-machine-learning-python',
      authorName: 'Kiran Joshi',
      rating: 5,
      comment:
        'Dr. Ritu makes statistics feel practical. Working on real datasets from agriculture and retail gave me projects I could actually discuss in interviews.',
      createdAt: '2026-08-11T11:30:00Z',
    },
    {
      id: 'review-data-science-shreya-banerjee',
      courseSlug: 'data-science-machine-learning-python',
      authorName: 'Shreya Banerjee',
      rating: 4,
      comment:
        'Excellent content and teaching assistants who reply quickly. I would have liked one more week on deep learning, but the model deployment module was worth the fee on its own.',
      createdAt: '2026-09-03T16:10:00Z',
    },
    {
      id: 'review-aws-manoj-pillai',
      courseSlug: 'cloud-computing-aws',
      authorName: 'Manoj Pillai',
      rating: 5,
      comment:
        'I passed the Solutions Architect Associate exam on my first attempt. The labs in my own account and the architecture review of my capstone were far better than exam dumps.',
      createdAt: '2026-07-28T08:50:00Z',
    },
    {
      id: 'review-aws-tanvi-deshmukh',
      courseSlug: 'cloud-computing-aws',
      authorName: 'Tanvi Deshmukh',
      rating: 4,
      comment:
        'Genuinely advanced material. The CDK and security modules changed how our team deploys at work. Make sure you are comfortable with Linux before you join.',
      createdAt: '2026-09-22T13:15:00Z',
    },
    {
      id: 'review-mobile-harsha-vardhan',
      courseSlug: 'mobile-app-development-react-native-flutter',
      authorName: 'Harsha Vardhan',
      rating: 5,
      comment:
        'Learning both React Native and Flutter in one course was a great decision. My capstone app is live on the Play Store and helped me get my current job.',
      createdAt: '2026-08-18T12:00:00Z',
    },
    {
      id: 'review-mobile-neha-kapoor',
      courseSlug: 'mobile-app-development-react-native-flutter',
      authorName: 'Neha Kapoor',
      rating: 4,
      comment:
        'Pooja is a wonderful teacher and the device lab sessions were very useful. The Flutter section could use a few more exercises on state management.',
      createdAt: '2026-10-06T15:40:00Z',
    },
    {
      id: 'review-marketing-aarti-saxena',
      courseSlug: 'digital-marketing-mastery',
      authorName: 'Aarti Saxena',
      rating: 5,
      comment:
        'I run a small home-décor business in Jaipur. After this course I manage my own Google and Instagram ads, and my cost per order has halved.',
      createdAt: '2026-08-25T07:35:00Z',
    },
    {
      id: 'review-marketing-gaurav-singh',
      courseSlug: 'digital-marketing-mastery',
      authorName: 'Gaurav Singh',
      rating: 4,
      comment:
        'Practical and beginner friendly. Spending a real ad budget in the live project taught me more than any theory. The GA4 module is excellent.',
      createdAt: '2026-10-14T10:55:00Z',
    },
  ] satisfies Parameters<typeof sampleReview>[0][]
).map(sampleReview);
