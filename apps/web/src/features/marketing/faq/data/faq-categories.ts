import {
  limitOf,
  PRODUCT_NAME,
  planCards,
  RESUME_FILE_MAX_BYTES,
  RESUME_OCR_MAX_PAGES,
  RESUME_PDF_MAX_PAGES,
} from '@jobpeel/contract';

export interface FaqItem {
  question: string;
  /** One entry per paragraph. */
  answer: string[];
}

export interface FaqCategory {
  /** Used in the address: /faq#privacy or /faq?category=privacy opens that tab. */
  id: FaqCategoryId;
  label: string;
  items: FaqItem[];
}

export const faqCategoryIds = ['general', 'features', 'account', 'billing', 'support', 'privacy'] as const;
export type FaqCategoryId = (typeof faqCategoryIds)[number];

const P = PRODUCT_NAME;
const { free, standard, pro } = planCards;
const maxMb = RESUME_FILE_MAX_BYTES / (1024 * 1024);
const savedLimit = (value: number | null) => (value === null ? 'unlimited' : String(value));

/**
 * The answers follow docs/product.md §2 and the plan cards of packages/contract: where an FAQ
 * answer would disagree with the plans, the plans win (docs/product.md §4, /faq).
 */
export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    label: 'General',
    items: [
      {
        question: `What is ${P}?`,
        answer: [
          `${P} writes a cover letter tailored to one specific job. You add the job description (paste it or give us the link to the posting) and your resume, choose a template, a length and who the letter is addressed to, and ${P} drafts the letter.`,
          'Behind the scenes one model analyzes the job (title, company, requirements and keywords) and compares it with your resume, and a second one writes the letter from that analysis. You can then edit it, save it to your library, and print it or save it as a PDF.',
        ],
      },
      {
        question: `Is ${P} free to use?`,
        answer: [
          `Yes. The Free plan costs ${free.price} and lets you generate 5 cover letters a day with the formal templates, keep up to ${savedLimit(limitOf('free', 'savedLetters'))} saved letters, import resumes and export PDFs. No credit card is needed to sign up.`,
          `If you are applying to many jobs, Standard (${standard.price} ${standard.period}) and Pro (${pro.price} ${pro.period}) raise the limits and unlock more templates and lengths. See the Billing tab for the details.`,
        ],
      },
      {
        question: 'Do I need an account?',
        answer: [
          'You can open the generator, paste a job description and import your resume without an account. To generate a letter you need a free account, so that your letters can be saved and your daily allowance counted.',
          'When you sign up from the form, everything you typed is kept and waiting for you when you come back.',
        ],
      },
      {
        question: 'Will the letter invent experience I do not have?',
        answer: [
          'No. Letters are grounded in what you give us: they do not claim any skill, employer, degree or number that is not in your resume or in the job description. The more specific your resume (results, figures, tools), the more specific the letter.',
          'Always read the letter before you send it. You know your story best, and a quick personal touch makes a good letter better.',
        ],
      },
      {
        question: 'Which AI writes my letters?',
        answer: [
          `That depends on how this installation of ${P} is set up. It can use an AI provider such as OpenAI, Anthropic or a compatible model server (for example one running on the same machine), or the built-in offline engine, which analyzes the job and your resume with rules and composes the letter from the template's phrasing without sending anything anywhere.`,
          'Each letter shows which engine wrote it, so you always know.',
        ],
      },
      {
        question: 'How long does it take to get a letter?',
        answer: [
          'Usually well under a minute. The preview shows the letter as it is being written, so you can start reading right away.',
        ],
      },
    ],
  },
  {
    id: 'features',
    label: 'Features',
    items: [
      {
        question: 'Which templates can I use?',
        answer: [
          'There are six templates, each with its own tone. Professional and Executive (formal) are available on every plan. Technical Impact and Engineering Narrative (technical) need Standard or Pro. Creative Storyteller and Conversational (creative) are included with Pro.',
          'Templates your plan does not include are shown with a lock and the plan they need, so you can see what is available before upgrading.',
        ],
      },
      {
        question: 'How long are the letters?',
        answer: [
          'Standard length, a one-page letter, is available to everyone. Standard and Pro also offer Concise (a short, punchy summary) and Comprehensive (a detailed, longer letter).',
        ],
      },
      {
        question: 'Can I use a link to the job posting instead of pasting it?',
        answer: [
          'Yes. Paste the link and press Peel Job Details. We read postings from common applicant tracking systems (such as Greenhouse, Lever, Ashby, SmartRecruiters and Workable) and most company career pages. For sites that are hard to read, turn on the Universal Extractor, which loads the page like a browser would.',
          'If a site still blocks us, copy the posting text, paste it into the job description box and press AI Clean and Summarize to strip out the clutter.',
        ],
      },
      {
        question: 'Which resume files can I import?',
        answer: [
          `PDF, DOCX and DOC files up to ${maxMb} MB. PDFs can have up to ${RESUME_PDF_MAX_PAGES} pages; scanned PDFs without a text layer are read with text recognition (the first ${RESUME_OCR_MAX_PAGES} pages). You can also paste your resume as plain text.`,
          'When you are signed in you can save several resumes (for example one per kind of role) and switch between them, and save your favorite template, length and recipient as a preset.',
        ],
      },
      {
        question: 'How do I download or print my letter?',
        answer: [
          'Every plan can print a letter or save it as a PDF from the preview page (formatted for A4 paper through your browser’s print dialog). Pro adds DOCX and TXT downloads, handy when an application form wants a Word file or plain text.',
        ],
      },
      {
        question: 'Can I edit a letter after it is generated?',
        answer: [
          'Yes. On the preview page choose Edit Content, make your changes and press Save Changes. Cancel puts the text back the way it was.',
        ],
      },
      {
        question: 'What extra insights does Pro include?',
        answer: [
          'Pro adds an analytics dashboard (how many letters you write, which templates and lengths you use), job-matching insights that show how well your resume fits each job, and keyword suggestions: the words from the posting that your resume does not mention yet.',
        ],
      },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    items: [
      {
        question: 'How do I create an account?',
        answer: [
          'Choose Get Started Free, or Login and then Sign up. You need an email address, a username and a password of at least 10 characters with an uppercase letter, a lowercase letter, a digit and a special character. The form shows each rule as you type.',
        ],
      },
      {
        question: 'I forgot my password. How do I reset it?',
        answer: [
          'On the login page choose Forgot your password? and enter your email address. If an account exists for it, we email you a 6-digit code, valid for 10 minutes. Enter the code, choose a new password, and log in again.',
          'For your security, resetting your password signs you out on every other device, and we never say whether an address has an account.',
        ],
      },
      {
        question: 'Can I change my username or email address?',
        answer: [
          'Yes, under Settings in the Profile tab. You can change your username once every 30 days. Your password can be changed at any time in the Security tab.',
        ],
      },
      {
        question: 'How does the referral program work?',
        answer: [
          'Open Settings and the Referrals tab to find your referral code and link, or send an invitation by email. When a friend signs up with your code and generates their first cover letter, you both get 15 bonus letters.',
          'You can earn up to 45 referral bonus letters in any 7 days. Bonus letters are only used once you reach your daily limit, so they never go to waste. You can refresh your code once every 7 days (the old one stops working), and referring yourself does not earn a reward.',
        ],
      },
      {
        question: 'How do I delete my account?',
        answer: [
          'Go to Settings, open the Security tab and choose Delete Account in the Danger Zone. After you confirm, your account, cover letters, resumes, presets and sessions are removed at once and any paid subscription is canceled. This cannot be undone.',
        ],
      },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    items: [
      {
        question: 'What do the plans include?',
        answer: [
          `Free (${free.price} ${free.period}): 5 cover letters a day, the formal templates, standard length, up to ${savedLimit(limitOf('free', 'savedLetters'))} saved letters, resume parsing and PDF export.`,
          `Standard (${standard.price} ${standard.period}): 50 letters a day and up to 350 in any rolling 7 days, formal and technical templates, all three lengths and up to ${savedLimit(limitOf('standard', 'savedLetters'))} saved letters.`,
          `Pro (${pro.price} ${pro.period}): unlimited letters and saved letters, every template including the creative ones, DOCX and TXT downloads, the analytics dashboard, job-matching insights, keyword suggestions and priority support.`,
        ],
      },
      {
        question: 'When does my daily limit reset?',
        answer: [
          'Daily limits reset at midnight UTC; your dashboard shows how long until the next reset. A generation that fails or that you cancel does not count towards your limit. Once you reach it, any bonus letters you have earned through referrals are used next.',
        ],
      },
      {
        question: 'What happens to letters I do not save?',
        answer: [
          `Every letter you generate appears straight away in your Recent list and your library. Save to Library keeps a letter for good, up to ${savedLimit(limitOf('free', 'savedLetters'))} saved letters on Free, ${savedLimit(limitOf('standard', 'savedLetters'))} on Standard and unlimited on Pro.`,
          'On Free and Standard, letters you do not save are removed automatically after 30 days, and the library shows when each one expires. On Pro they are kept.',
        ],
      },
      {
        question: 'How are payments handled?',
        answer: [
          `Payments go through Stripe's secure checkout, so your card details are handled by Stripe and never stored by ${P}.`,
          'If you run your own copy of the app without Stripe keys, it uses a clearly labelled test mode: checkout and the billing portal are simulated and no money changes hands.',
        ],
      },
      {
        question: 'How do I upgrade, change plans or cancel?',
        answer: [
          'Go to Subscription in your account menu. From Free you can subscribe to Standard or Pro, and from Standard you can upgrade to Pro. Manage Billing opens the billing portal, where you can switch plans, update your card or cancel.',
          'There are no contracts. If you cancel, you keep your plan until the end of the period you have paid for and then move to the Free plan; your saved letters stay in your library.',
        ],
      },
      {
        question: 'What if a payment fails?',
        answer: [
          'Your account uses the Free plan limits until the payment goes through. Update your card in Manage Billing and your plan comes back as soon as the payment succeeds.',
        ],
      },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    items: [
      {
        question: 'How do I contact support?',
        answer: [
          'Use the Contact Support button at the bottom of this page to email the support team for this installation. Tell us the email address of your account and what you were doing when the problem happened. Never send us your password.',
        ],
      },
      {
        question: 'Is there priority support?',
        answer: [
          'Yes, Pro subscribers get priority support: their requests are answered first. Everyone else gets standard support by email.',
        ],
      },
      {
        question: 'The job link did not work. What can I do?',
        answer: [
          'Some sites block automated reading or need a login. Try again with the Universal Extractor turned on. If that fails too, open the posting, copy its text, paste it into the job description box and press AI Clean and Summarize.',
        ],
      },
      {
        question: 'My resume import failed. What can I do?',
        answer: [
          `Check that the file is a PDF, DOCX or DOC under ${maxMb} MB, that a PDF has no more than ${RESUME_PDF_MAX_PAGES} pages and that it is not password protected. If it still fails, open your resume, copy all of its text and paste it into the resume box.`,
        ],
      },
      {
        question: 'Why can I not generate another letter today?',
        answer: [
          'You have reached your plan’s daily limit. You can wait for the reset at midnight UTC, use bonus letters earned by inviting friends, or upgrade for a higher limit. Nothing you typed is lost while you decide.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    label: 'Privacy',
    items: [
      {
        question: 'Where is my data stored?',
        answer: [
          `In the database of the organization that runs this installation of ${P}, on its own servers. The app itself loads no fonts, scripts or images from other websites, and it contains no advertising or third-party tracking.`,
        ],
      },
      {
        question: 'Is my resume sent to an AI company?',
        answer: [
          'Only if the operator of this installation has connected an external AI provider; then the job description and your resume are sent to that provider to write the letter. With the built-in offline engine, or a model running on the same server, nothing leaves the server.',
          'Each letter shows which engine wrote it. Text from job postings is always treated as data, never as instructions to the AI.',
        ],
      },
      {
        question: 'Who can see my cover letters and resumes?',
        answer: [
          'Only you. Your letters, resumes and presets belong to your account and are shown only when you are signed in.',
        ],
      },
      {
        question: 'How is my account protected?',
        answer: [
          'Passwords are stored only as a strong one-way hash (argon2id), your session lives in a secure cookie that scripts cannot read, and password reset codes are stored hashed, expire after 10 minutes and allow only a few attempts. Login and other sensitive actions are rate limited.',
        ],
      },
      {
        question: 'What cookies do you use?',
        answer: [
          'A session cookie that keeps you signed in, plus a security token that protects your account from forged requests. Your light or dark theme choice is kept in your browser. There are no advertising or tracking cookies.',
        ],
      },
      {
        question: 'How do I remove my data?',
        answer: [
          'Delete your account from Settings (Security tab, Danger Zone): your letters, resumes, presets and sessions are removed at once and any paid subscription is canceled. Letters you never saved are also removed automatically after 30 days on the Free and Standard plans.',
        ],
      },
    ],
  },
];
