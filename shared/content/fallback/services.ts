import type { Service } from '../schemas';

export const fallbackServices: Service[] = [
  {
    id: 'web-development',
    name: 'Web Development',
    description:
      'Fast, accessible websites and web applications built with React, Node.js and modern cloud hosting. We take you from wireframe to a production launch with analytics, SEO and a CMS your team can actually use.',
    colorScheme: 'blue',
    icon: 'Code',
    displayOrder: 1,
    features: [
      'Responsive design that works on every screen size',
      'React and Next.js front ends with server-side rendering',
      'Headless CMS so your team can publish without developers',
      'Technical SEO and Core Web Vitals tuning',
      'Secure hosting, backups and monitoring on AWS',
    ],
    startingPriceUsd: 5000,
    priceUnit: 'project',
  },
  {
    id: 'mobile-app-development',
    name: 'Mobile App Development',
    description:
      'Native-quality iOS and Android apps from a single React Native or Flutter codebase. We handle design, development, store submission and the analytics you need after launch.',
    colorScheme: 'teal',
    icon: 'Smartphone',
    displayOrder: 2,
    features: [
      'Cross-platform apps with React Native or Flutter',
      'Offline-first data sync for patchy networks',
      'Push notifications, deep links and in-app payments',
      'App Store and Google Play submission handled for you',
    ],
    startingPriceUsd: 8000,
    priceUnit: 'project',
  },
  {
    id: 'custom-software-solutions',
    name: 'Custom Software Solutions',
    description:
      'Internal tools, ERPs and workflow systems designed around the way your business already works. We replace spreadsheets and manual hand-offs with software that is reliable, auditable and easy to extend.',
    colorScheme: 'purple',
    icon: 'Database',
    displayOrder: 3,
    features: [
      'Process mapping and requirements workshops',
      'Role-based access control and audit trails',
      'Integrations with Tally, Zoho, SAP and payment gateways',
      'Data migration from legacy systems and spreadsheets',
      'Long-term maintenance with a named support engineer',
    ],
    startingPriceUsd: 10000,
    priceUnit: 'project',
  },
  {
    id: 'digital-marketing',
    name: 'Digital Marketing',
    description:
      'Search, social and performance campaigns planned around measurable leads rather than vanity metrics. Every month you get a clear report of what was spent, what it returned and what we will change next.',
    colorScheme: 'orange',
    icon: 'TrendingUp',
    displayOrder: 4,
    features: [
      'SEO audits, keyword research and content planning',
      'Google Ads and Meta Ads campaign management',
      'Conversion tracking with GA4 and server-side tagging',
      'Monthly performance reports with clear next steps',
    ],
    startingPriceUsd: 2000,
    priceUnit: 'month',
  },
  {
    id: 'it-consulting',
    name: 'IT Consulting',
    description:
      'Independent advice on architecture, cloud costs, security and vendor selection from engineers who have shipped production systems. We help you make the big technical decisions with evidence instead of guesswork.',
    colorScheme: 'green',
    icon: 'Shield',
    displayOrder: 5,
    features: [
      'Architecture and code reviews with a written report',
      'Cloud cost audits and right-sizing on AWS and Azure',
      'Security assessments aligned with ISO 27001 and the DPDP Act',
      'Technology roadmaps and vendor evaluation',
      'Fractional CTO support for early-stage teams',
    ],
    startingPriceUsd: 150,
    priceUnit: 'hour',
  },
  {
    id: 'performance-optimization',
    name: 'Performance Optimization',
    description:
      'We find out why your site or API is slow and fix it, from database queries to image delivery. Faster pages mean better rankings, lower bounce rates and smaller hosting bills.',
    colorScheme: 'pink',
    icon: 'Zap',
    displayOrder: 6,
    features: [
      'Profiling of front-end, API and database bottlenecks',
      'Caching strategies with CDNs, Redis and HTTP headers',
      'Image, font and JavaScript bundle optimisation',
      'Load testing before peak traffic events',
    ],
    startingPriceUsd: 3000,
    priceUnit: 'project',
  },
  {
    id: 'ai-machine-learning',
    name: 'AI & Machine Learning',
    description:
      'Practical AI features such as document understanding, demand forecasting and retrieval-based assistants, built on your own data. We start with a small proof of value and only scale what shows a real business result.',
    colorScheme: 'indigo',
    icon: 'Brain',
    displayOrder: 7,
    features: [
      'Proof-of-value projects in four to six weeks',
      'Retrieval-augmented assistants over your documents',
      'Forecasting and recommendation models',
      'Model monitoring, evaluation and cost controls',
      'Data privacy reviews before anything goes live',
    ],
    startingPriceUsd: 12000,
    priceUnit: 'project',
  },
];
