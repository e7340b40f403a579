import type { Author, BlogPost } from '../schemas';

const arjunMehta: Author = {
  name: 'Arjun Mehta',
  avatarUrl: '/images/people/arjun-mehta.svg',
  bio: 'Arjun leads front-end engineering at Nexora Technologies. He has spent nine years building fast, accessible web applications for retailers, banks and ed-tech companies across India.',
};

const kavyaReddy: Author = {
  name: 'Kavya Reddy',
  avatarUrl: '/images/people/kavya-reddy.svg',
  bio: 'Kavya heads the mobile practice at Nexora and has shipped more than forty apps to the App Store and Google Play. She cares about offline-first design and apps that work well on entry-level phones.',
};

const snehaIyer: Author = {
  name: 'Sneha Iyer',
  avatarUrl: '/images/people/sneha-iyer.svg',
  bio: 'Sneha runs digital marketing at Nexora. Before joining us she managed performance budgets for two consumer start-ups in Mumbai, and she still reads every campaign report line by line.',
};

const rahulDeshpande: Author = {
  name: 'Rahul Deshpande',
  avatarUrl: '/images/people/rahul-deshpande.svg',
  bio: 'Rahul is a principal machine learning engineer at Nexora. He works with clients in healthcare and financial services on models that have to be explainable, auditable and compliant.',
};

const priyaNair: Author = {
  name: 'Priya Nair',
  avatarUrl: '/images/people/priya-nair.svg',
  bio: 'Priya is an AI solutions architect at Nexora. She designs retrieval-augmented assistants and the evaluation pipelines that keep them honest once they are in front of real customers.',
};

export const fallbackBlogPosts: BlogPost[] = [
  {
    id: 'post-core-web-vitals-practical-checklist',
    slug: 'core-web-vitals-practical-checklist',
    title: 'Core Web Vitals in 2026: A Practical Checklist for Indian Businesses',
    summary:
      'Most of your visitors arrive on a mid-range Android phone over a mobile network. Here is the checklist we use to make business websites feel instant for them.',
    content: `<p>When we audit a new client's website, we rarely start with a fast laptop on office Wi-Fi. We start with a three-year-old Android phone on a 4G connection in a busy part of the city, because that is how most Indian customers actually see the site. On that phone, a page that scores well in a desktop test can take six or seven seconds to become usable. Google notices this too: Core Web Vitals are measured from real Chrome users, not from your development machine.</p>
<h2>The three numbers that matter</h2>
<p>Core Web Vitals boil down to three questions. How quickly does the main content appear? How quickly does the page respond when someone taps it? Does the layout jump around while it loads? Those questions map to Largest Contentful Paint (LCP), Interaction to Next Paint (INP) and Cumulative Layout Shift (CLS). The targets are an LCP under 2.5 seconds, an INP under 200 milliseconds and a CLS under 0.1, measured at the 75th percentile of your real visitors.</p>
<h2>Our checklist for faster LCP</h2>
<ul>
<li>Serve the hero image in AVIF or WebP, sized for the screen, and mark it with <code>fetchpriority="high"</code> so the browser downloads it first.</li>
<li>Never lazy-load the image that sits above the fold. Lazy loading is for images further down the page.</li>
<li>Put a CDN with an edge location in Mumbai or Chennai in front of your site. The round trip to a server in Virginia adds hundreds of milliseconds to every request.</li>
<li>Self-host your fonts, subset them to the characters you need, and use <code>font-display: swap</code>.</li>
<li>Render the first view on the server or at build time so the browser is not waiting for JavaScript before it can show any text.</li>
</ul>
<h2>Keeping interactions responsive</h2>
<p>INP replaced First Input Delay as a Core Web Vital in 2024, and it is far less forgiving. It looks at every tap and keystroke during a visit, not only the first one. The usual culprit is too much JavaScript running on the main thread: analytics tags, chat widgets, A/B testing scripts and heavy component libraries all compete for the same few milliseconds.</p>
<p>We start by listing every third-party script and asking who owns it and what decision it informs. On one retail site we removed four tags that nobody had looked at in a year, and INP dropped from 410 to 180 milliseconds without touching the application code. After that, we split long tasks, defer work that is not needed for the first interaction, and move expensive calculations into web workers.</p>
<h2>Stopping the layout from jumping</h2>
<p>Layout shift is the easiest of the three to fix and the most irritating for users when it is left alone. Always give images and video embeds explicit width and height attributes. Reserve space for banners and cookie notices instead of pushing content down when they appear. Load web fonts with matching fallback metrics so the text does not reflow when the real font arrives.</p>
<blockquote>Measure with real-user data first. Lab tools tell you what could be wrong; field data tells you what is actually wrong for your customers.</blockquote>
<h2>Measure, fix, then keep it fixed</h2>
<p>Performance work decays. A new marketing tag, an uncompressed banner or a large library added in a hurry can undo months of effort in a single release. We add a performance budget to every project's build pipeline so a pull request that makes the main bundle too large fails before it reaches production. We also send Core Web Vitals from real visitors to the client's analytics, so everyone sees the same numbers that Google sees.</p>
<p>If your site feels slow on your own phone, it almost certainly feels slower for your customers. A focused two-week performance sprint usually pays for itself in better rankings, lower bounce rates and more enquiries. Talk to our team if you would like us to run the checklist on your site.</p>`,
    category: 'Web Development',
    tags: ['Performance', 'Core Web Vitals', 'SEO', 'Frontend'],
    featuredImage: '/images/blog/core-web-vitals-practical-checklist.svg',
    status: 'published',
    publishedAt: '2026-01-14T04:30:00Z',
    createdAt: '2026-01-10T09:15:00Z',
    readTime: 4,
    author: arjunMehta,
  },
  {
    id: 'post-react-native-vs-flutter-how-we-choose',
    slug: 'react-native-vs-flutter-how-we-choose',
    title: 'React Native or Flutter? How We Choose for Each Client',
    summary:
      'Both frameworks can ship an excellent app. The right choice depends on your team, your existing code and what the app has to do, not on which one is fashionable this year.',
    content: `<p>Almost every mobile project we take on begins with the same question from the client: should we build in React Native or Flutter? After shipping dozens of apps with both, our honest answer is that either can produce a fast, polished product. The decision is less about the framework and more about the people who will maintain the app for the next five years.</p>
<h2>Start with your team, not the framework</h2>
<p>If your company already has a web team writing React and TypeScript, React Native is usually the better choice. Your developers can read and review the mobile code from day one, share validation logic and API clients with the website, and help with fixes when the mobile team is busy. That shared knowledge is worth more than any benchmark.</p>
<p>If you are starting from scratch, or your backend team works mostly in Java or Kotlin, Flutter's Dart language will feel familiar and its tooling is excellent. Flutter also gives you a single rendering engine, so the app looks identical on every device, which some brands value highly.</p>
<h2>Questions we ask in the discovery workshop</h2>
<ul>
<li>Who will maintain the app after launch, and what languages do they already know?</li>
<li>Is there existing web code, such as form validation or pricing rules, that we could share?</li>
<li>Does the app need heavy custom animation or a design that must look pixel-identical everywhere?</li>
<li>Which native features are essential: Bluetooth devices, background location, payments, biometric login?</li>
<li>What is the oldest and cheapest phone your customers realistically use?</li>
</ul>
<h2>Performance on entry-level phones</h2>
<p>In India, a large share of users are on phones with 3 or 4 GB of memory. Both frameworks perform well on such devices when the app is built carefully, and both can feel sluggish when it is not. The usual problems are the same regardless of framework: long lists rendered all at once, images downloaded at full resolution, and too much work done at startup. We test every release on a set of budget Android phones in our Bengaluru office, not only on the latest flagship.</p>
<p>React Native's newer architecture has closed most of the gap it used to have in animation and startup time. Flutter still has a small edge for highly custom, animation-heavy interfaces, while React Native integrates a little more naturally with platform components such as maps and native share sheets.</p>
<h2>Native modules and long-term cost</h2>
<p>Sooner or later most apps need something that neither framework provides out of the box, for example a payment SDK from an Indian gateway or an integration with a hardware device. Both ecosystems handle this through native modules written in Swift and Kotlin. Before we recommend a framework, we check that the SDKs the client needs have well-maintained packages, because writing and maintaining bridge code adds cost to every future release.</p>
<blockquote>The cheapest app to maintain is the one your own developers understand. Choose the framework that fits the team you have.</blockquote>
<h2>Our default recommendation</h2>
<p>For most business apps, such as booking, ordering, field-service and customer self-service apps, we lean towards React Native when there is an existing React web product, and towards Flutter when the app is the main product and the design is highly custom. In both cases we set up automated builds, crash reporting and staged rollouts from the first sprint so that releases stay boring.</p>
<p>If you are weighing the two for an upcoming project, we are happy to run a short discovery workshop and give you a written recommendation, whichever framework it points to.</p>`,
    category: 'Mobile Development',
    tags: ['React Native', 'Flutter', 'Mobile', 'Architecture'],
    featuredImage: '/images/blog/react-native-vs-flutter-how-we-choose.svg',
    status: 'published',
    publishedAt: '2026-03-09T05:00:00Z',
    createdAt: '2026-03-04T11:40:00Z',
    readTime: 5,
    author: kavyaReddy,
  },
  {
    id: 'post-ga4-conversion-tracking-for-lead-generation',
    slug: 'ga4-conversion-tracking-for-lead-generation',
    title: 'Measuring What Matters: GA4 Conversion Tracking for Lead Generation',
    summary: '',
    content: `<p>Lead-generation websites are judged by one thing: how many genuine enquiries they produce, and at what cost. Yet when we review a new client's analytics, we often find that the numbers cannot answer that question. Form submissions are counted twice, phone calls are not counted at all, and the ad platforms each claim credit for the same lead. Before we spend a rupee on campaigns, we fix the measurement.</p>
<h2>Decide what a conversion actually is</h2>
<p>Google Analytics 4 lets you mark any event as a key event, which makes it tempting to mark everything. Resist that. A scroll to the bottom of a page or a click on the pricing tab is interesting behaviour, but it is not a lead. We usually define three to five real conversions for a business website and treat everything else as supporting data.</p>
<ul>
<li>A contact or quote form submitted successfully, counted only once the server confirms it.</li>
<li>A consultation booked through the calendar widget.</li>
<li>A click on the phone number from a mobile device, which in India is often the most valuable lead of all.</li>
<li>A WhatsApp chat started from the website.</li>
<li>A course enrolment or payment, with the order value attached.</li>
</ul>
<h2>Track the confirmation, not the click</h2>
<p>The most common mistake we see is firing the conversion when the submit button is clicked. If validation fails, or the network drops, the event is still recorded and the report overstates your leads. We fire the event only after the server has accepted the form, and we attach a unique submission ID so duplicates can be removed later.</p>
<p>For payments, the conversion should come from the server after the payment gateway confirms the transaction, not from the thank-you page. People close the tab, refresh the page or never return from the gateway, and each of those cases distorts a browser-only setup.</p>
<h2>Consent and server-side tagging</h2>
<p>With the Digital Personal Data Protection Act now in force, a website must ask for consent before it collects personal data for marketing. We configure Consent Mode so that analytics and advertising tags respect the visitor's choice, and we keep a record of what each visitor agreed to. Server-side tagging helps here as well: the browser sends a single request to a server you control, which decides what to forward to each platform and strips anything that should not leave your systems.</p>
<blockquote>If two dashboards disagree about how many leads you had last month, neither of them can be used to decide next month's budget.</blockquote>
<h2>Connect leads to revenue</h2>
<p>A form submission is only the beginning. The real question is which campaigns produce customers. We pass a lead ID from the website into the client's CRM, whether that is Zoho, HubSpot or a simple Google Sheet, and then import the outcome back into GA4 and Google Ads as an offline conversion. After a few weeks, the ad platform can optimise for leads that actually become customers instead of leads that merely fill in a form.</p>
<h2>A monthly report people read</h2>
<p>Finally, we keep reporting simple. Each month the client receives one page showing spend, qualified leads, cost per qualified lead and revenue by channel, with three recommendations for the next month. Everything else is available on request, but those few numbers are what drive decisions. Good measurement is not glamorous work, but it is what turns marketing from an expense into an investment you can defend.</p>`,
    category: 'Digital Marketing',
    tags: ['GA4', 'Analytics', 'Lead Generation', 'DPDP Act'],
    featuredImage: '/images/blog/ga4-conversion-tracking-for-lead-generation.svg',
    status: 'published',
    publishedAt: '2026-05-21T06:00:00Z',
    createdAt: '2026-05-18T08:20:00Z',
    readTime: 3,
    author: snehaIyer,
  },
  {
    id: 'post-dpdp-act-and-your-ai-projects',
    slug: 'dpdp-act-and-your-ai-projects',
    title: 'What the DPDP Act Means for Your AI Projects',
    summary:
      "India's Digital Personal Data Protection Act changes how companies may collect and use personal data. Here is what it means in practice for teams building AI features.",
    content: `<p>Every AI project we have delivered in the last two years has raised the same question early on: are we allowed to use this data? With the Digital Personal Data Protection Act, 2023 and its rules now being enforced, that question has a clearer answer than before, and it deserves attention before the first model is trained rather than after launch. This article is not legal advice, but it reflects how we approach compliance with our clients and their legal teams.</p>
<h2>Personal data is everywhere in AI work</h2>
<p>Machine learning projects rarely set out to process personal data, but they almost always do. Support tickets contain names and phone numbers. Sales records include addresses. Scanned documents carry Aadhaar numbers and signatures. If a model is trained on, or reads, any of this information, the Act applies to that processing.</p>
<h2>Purpose and consent</h2>
<p>The Act is built around the idea that personal data may be processed for a specific, lawful purpose for which the person has given consent, or for certain legitimate uses the law lists. Data collected to deliver an order cannot automatically be reused to train a marketing model. In practice, this means documenting the purpose of every dataset before using it, and checking whether the original notice and consent cover the new use.</p>
<ul>
<li>Write down which personal data each AI feature uses and why it needs it.</li>
<li>Check that the privacy notice shown to customers covers that purpose in plain language.</li>
<li>Make withdrawing consent as easy as giving it, and make sure withdrawal actually stops the processing.</li>
<li>Keep a record of consent that you can produce if a customer or the Data Protection Board asks.</li>
</ul>
<h2>Minimise before you model</h2>
<p>The simplest way to reduce risk is to use less personal data. In most of our projects, the model does not need to know who a customer is; it needs to know what happened. We remove or mask names, phone numbers, email addresses and identity numbers before data reaches the training pipeline, and we replace customer IDs with keys that cannot be traced back without a separate, access-controlled table.</p>
<p>For retrieval-based assistants, which read documents at the moment a question is asked, we apply the same filtering when documents are indexed and we respect the access rights of the person asking. An assistant should never reveal information that the user could not have opened directly.</p>
<h2>Retention and deletion</h2>
<p>The Act expects personal data to be erased once the purpose is served or consent is withdrawn. That is straightforward for a database row and much harder for a trained model. We handle it in three ways: by keeping personal data out of training sets wherever possible, by retraining on a schedule from a cleaned dataset, and by keeping vector indexes rebuildable so that deleted documents disappear from search results within a defined period.</p>
<blockquote>Privacy reviews are cheapest on a whiteboard and most expensive in production. We hold ours before the first line of model code is written.</blockquote>
<h2>Security safeguards and breach readiness</h2>
<p>Data fiduciaries must take reasonable security safeguards and notify the Board and affected people of a personal data breach. For AI systems, that means encrypting training data and indexes, restricting who can query models that return raw records, logging access, and having a tested plan for what happens if something leaks. Significant data fiduciaries face additional duties such as data protection impact assessments and periodic audits.</p>
<h2>How we help</h2>
<p>Our AI engagements begin with a short data review alongside the client's legal and security teams. We map the data, agree on the purpose and the safeguards, and only then build the proof of value. It adds a week to the schedule and removes months of uncertainty later. Compliance done well is not a brake on AI; it is what lets a company put AI in front of customers with confidence.</p>`,
    category: 'Artificial Intelligence',
    tags: ['DPDP Act', 'Privacy', 'Compliance', 'Machine Learning'],
    featuredImage: '/images/blog/dpdp-act-and-your-ai-projects.svg',
    status: 'published',
    publishedAt: '2026-07-16T05:30:00Z',
    createdAt: '2026-07-11T10:05:00Z',
    readTime: 4,
    author: rahulDeshpande,
  },
  {
    id: 'post-building-a-trustworthy-rag-assistant',
    slug: 'building-a-trustworthy-rag-assistant',
    title: 'Building a Retrieval-Augmented Assistant Your Support Team Will Trust',
    summary:
      'A support assistant is only useful if agents trust its answers. We share the design, evaluation and rollout steps that took one client from pilot to daily use.',
    content: `<p>Retrieval-augmented generation, usually shortened to RAG, has become the standard way to build an assistant that answers questions from a company's own documents. The idea is simple: when a question arrives, find the most relevant passages in your knowledge base and ask a language model to answer using only those passages. The hard part is making it reliable enough that a support agent will stake a customer conversation on it.</p>
<h2>Start with the questions, not the documents</h2>
<p>Teams often begin by loading every PDF and wiki page they have into a vector database. We begin by collecting two or three hundred real questions from support tickets and chat logs, together with the answers experienced agents gave. This set becomes the yardstick for everything that follows. If we cannot measure whether the assistant answers those questions correctly, we cannot tell whether a change made it better or worse.</p>
<h2>Prepare the knowledge base properly</h2>
<ul>
<li>Remove outdated and duplicate documents before indexing. An assistant that quotes last year's refund policy does more harm than no assistant at all.</li>
<li>Split documents along their natural structure, such as headings and numbered steps, rather than at a fixed number of characters.</li>
<li>Store the title, section, product and last-updated date with every passage so answers can cite their sources.</li>
<li>Combine keyword search with vector search. Product codes, error numbers and policy names are matched far better by keywords.</li>
<li>Record which team owns each document so problems can be routed to someone who can fix them.</li>
</ul>
<h2>Make the assistant show its work</h2>
<p>Every answer our assistants give includes links to the passages it used. Agents can open the source in one click and check the wording before sending a reply. When the retrieved passages do not contain an answer, the assistant says so plainly and suggests who to ask, instead of guessing. Saying "I don't know" is the single most important behaviour for earning trust.</p>
<blockquote>In the pilot, the feature agents valued most was not the answer itself but the link to the exact paragraph it came from.</blockquote>
<h2>Evaluate continuously</h2>
<p>We run the evaluation set automatically whenever the prompt, the model, the chunking or the documents change. We track whether the right passages were retrieved, whether the answer is supported by those passages, and whether it matches the reference answer. A small panel of senior agents also reviews a sample of real conversations each week and marks answers as correct, partly correct or wrong. Their comments feed straight back into the knowledge base, which usually improves faster than the model does.</p>
<h2>Roll out gradually</h2>
<p>For an insurance client in Pune, we launched the assistant as a suggestion panel beside the agent's ticket view, not as a customer-facing chatbot. Agents could copy, edit or ignore each suggestion, and every choice was logged. After eight weeks, agents accepted or lightly edited about seventy percent of suggestions, average handling time fell by a third, and new joiners reached full productivity noticeably sooner. Only then did we discuss letting customers use it directly for a narrow set of questions.</p>
<h2>Costs and guardrails</h2>
<p>Language model costs can grow quietly. We cache answers to frequent questions, route simple lookups to smaller models, and set per-day budgets with alerts. We also filter inputs and outputs for personal data and enforce the same document permissions the user has elsewhere. None of this is glamorous, but it is the difference between a demo and a tool a support team relies on every day.</p>`,
    category: 'AI Development',
    tags: ['RAG', 'LLM', 'Customer Support', 'Evaluation'],
    featuredImage: '/images/blog/building-a-trustworthy-rag-assistant.svg',
    status: 'published',
    publishedAt: '2026-09-03T04:45:00Z',
    createdAt: '2026-08-28T12:30:00Z',
    readTime: 3,
    author: priyaNair,
  },
];
