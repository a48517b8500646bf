import { PRODUCT_NAME } from '@jobpeel/contract';

/**
 * The landing page's static marketing data (docs/product.md §6): the demo, features, templates, steps,
 * statistics and testimonials. Feature claims follow docs/product.md §1 and §2: what each plan
 * includes, and the built-in offline engine that writes letters when no language model is configured.
 */

export const demo = {
  jobTitle: 'Customer Success Manager',
  company: 'Lumen Analytics',
  jobDescription: [
    'Lumen Analytics is hiring a Customer Success Manager to own a portfolio of 40 mid-market accounts using our reporting platform. You will run onboarding, quarterly business reviews and renewal conversations, and turn customer feedback into clear requests for our product team.',
    'What you will do: lead onboarding for new customers and get them to their first dashboard within 30 days; track account health and step in before renewals are at risk; run quarterly reviews with customer leadership; work with Sales on expansion and with Support on escalations.',
    'What we are looking for: 3+ years in customer success or account management at a SaaS company; a record of improving retention or renewal rates; comfort with CRM tools such as Salesforce or HubSpot; clear writing and confident presentations. SQL or BI experience is a plus.',
  ],
  letter: [
    'Dear Lumen Analytics Hiring Team,',
    'I am applying for the Customer Success Manager role. For the past four years at Fieldnote, a SaaS scheduling platform, I have managed a portfolio of 35 mid-market accounts, and the work you describe (onboarding, quarterly reviews and renewals) is the work I do every week.',
    'Onboarding is where retention is won. I rebuilt our onboarding plan around one milestone, the first shared schedule, and cut the average time to reach it from 45 days to 21. Over the same period my portfolio renewed at 94%, up from 86%, and I flag at-risk accounts in HubSpot early enough to act before the renewal conversation.',
    'I also act as the voice of the customer internally. I turn review notes into short, prioritized requests for our product team, and two of them shipped last year as features our customers had asked for. I would bring the same habits to working with your Sales and Support teams.',
    'I would welcome the chance to discuss how I could help your customers reach their first dashboard faster. Thank you for your time and consideration.',
    'Sincerely,\nSam Rivera',
  ],
  generatedIn: 'Generated in 31 seconds',
} as const;

export interface FeatureItem {
  title: string;
  description: string;
}

export const coreFeatures: FeatureItem[] = [
  {
    title: 'Job details from a link',
    description:
      'Paste a posting link and Peel Job Details pulls in the description from common applicant tracking systems and many career pages. Or paste the text and let AI Clean & Summarize tidy it up.',
  },
  {
    title: 'Resume import',
    description:
      'Import a PDF, DOCX or DOC resume, or paste it. Your skills, education, achievements and experience are picked out for you, and you can save several resumes to reuse.',
  },
  {
    title: 'Templates, lengths and recipients',
    description:
      'Pick one of six templates, from formal to conversational, a concise, standard or comprehensive length (your plan decides which), and who the letter is addressed to. Save your usual choices as a preset.',
  },
  {
    title: 'Edit, save and export',
    description:
      'Edit the letter in place, keep it in your library with its earlier versions, and print or save it as an A4 PDF on every plan. Pro adds DOCX and TXT export.',
  },
];

export const aiFeatures: FeatureItem[] = [
  {
    title: 'Analyze first, then write',
    description:
      'An analyst step reads the job description for the title, company, requirements and keywords and compares them with your resume. A writer step then drafts the letter from that analysis.',
  },
  {
    title: 'Grounded in what you give it',
    description:
      'The letter claims no skill, employer, degree or number that is not in your resume or the job description, so you never have to un-invent anything before you send it.',
  },
  {
    title: 'A language model or the offline engine',
    description: `${PRODUCT_NAME} works with OpenAI, Anthropic or any OpenAI-compatible model, including local ones. Where none is set up, its built-in offline engine writes the letter with rule-based text analysis, and every letter says which engine wrote it.`,
  },
  {
    title: 'See how well you match',
    description:
      'Each letter comes with a match score and the keywords the job asks for. Pro adds keyword suggestions for the requirements your resume does not mention yet.',
  },
];

export interface LandingTemplate {
  id: 'professional' | 'creative' | 'technical';
  name: string;
  description: string;
  /** Which plans can use it (docs/product.md §2). */
  availability: string;
  image: string;
  /** The sample letter shown in the preview overlay, one entry per paragraph. */
  preview: string[];
}

export const landingTemplates: LandingTemplate[] = [
  {
    id: 'professional',
    name: 'Professional',
    description: 'Formal and to the point, for corporate roles and traditional industries.',
    availability: 'Every plan',
    image: '/landing/template-professional.svg',
    preview: [
      'Dear Hiring Manager,',
      'I am writing to apply for the Operations Coordinator position at Halden Logistics. In three years coordinating inbound freight at Norcross Supply, I have kept a 60-truck weekly schedule running on time and reduced dock waiting times by 25%.',
      'Your posting asks for someone who can keep carriers, warehouse staff and customers informed. I introduced a shared daily schedule that all three groups now use, which cut missed delivery windows from twelve a month to three.',
      'I would welcome the opportunity to bring the same organization to your Riverside distribution center. Thank you for considering my application.',
      'Yours sincerely,\nDana Whitfield',
    ],
  },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Opens with a story and lets your personality show, for design, media and marketing roles.',
    availability: 'Pro',
    image: '/landing/template-creative.svg',
    preview: [
      'Hello Fernleaf Studio team,',
      'The first newsletter I ever wrote went to eleven people, and nine of them were family. Four years later, the one I write for Parcel & Post reaches 48,000 readers every Thursday, and its open rate has not dropped below 41% in a year.',
      'That is why your Content Designer role caught my eye. You want someone who can make a product explain itself in plain, warm language. I rewrote Parcel & Post’s checkout copy with exactly that goal, and support tickets about shipping options fell by a fifth.',
      'I would love to show you the before-and-after versions over a coffee, virtual or real.',
      'Warmly,\nRosa Imani',
    ],
  },
  {
    id: 'technical',
    name: 'Technical',
    description: 'Leads with measurable results and the tools behind them, for engineering and data roles.',
    availability: 'Standard and Pro',
    image: '/landing/template-technical.svg',
    preview: [
      'Dear Quarry Data Engineering Team,',
      'I am applying for the Backend Engineer role. At Tessellate I own the ingestion service that processes 2.3 billion events a day, written in Go and running on Kubernetes with PostgreSQL and Kafka, the same stack your posting lists.',
      'Last year I redesigned its batching and retry logic, which cut p99 latency from 840 ms to 190 ms and reduced our monthly compute bill by 30%. I also wrote the load-testing suite the team now runs before every release.',
      'I would be glad to walk you through the design and the trade-offs we made. Thank you for your time.',
      'Best regards,\nKenji Tanaka',
    ],
  },
];

export const steps: FeatureItem[] = [
  {
    title: 'Upload your resume',
    description:
      'Import a PDF or Word file, or paste the text. Skills, education and achievements are picked out for you.',
  },
  {
    title: 'Add the job description',
    description: 'Paste a link and use Peel Job Details, or paste the posting itself.',
  },
  {
    title: 'Create your cover letter',
    description:
      'Pick a template, length and recipient, then generate. You can watch the letter being written.',
  },
  {
    title: 'Edit and download',
    description: 'Adjust any line, save the letter to your library, and print it or save it as a PDF.',
  },
];

/** docs/product.md §4 Landing page, the statistics section, verbatim. */
export const statistics = [
  { value: '85%', label: 'success rate' },
  { value: '10x', label: 'faster' },
  { value: '50k+', label: 'job seekers' },
] as const;

export const testimonials = [
  {
    quote:
      'I pasted the posting link, imported my resume and had a draft worth editing in a few minutes. It only used what was actually on my resume, which meant no awkward surprises.',
    name: 'Priya N.',
    role: 'Data Analyst',
  },
  {
    quote:
      'The Technical template led with my numbers instead of adjectives. I sent four tailored applications in one evening instead of one.',
    name: 'Marcus L.',
    role: 'Backend Developer',
  },
  {
    quote:
      'Having every letter in the library meant I could reuse my best paragraphs and see at a glance which roles I had already applied to.',
    name: 'Elena R.',
    role: 'Marketing Coordinator',
  },
] as const;
