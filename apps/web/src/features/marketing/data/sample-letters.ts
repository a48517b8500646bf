export type SampleLetter = {
  title: string;
  company: string;
  /** One or two sentences shown on cards and in the carousel. */
  preview: string;
  /**
   * The whole letter, one entry per paragraph: the greeting comes first and the sign-off
   * (with a line break before the name) comes last.
   */
  paragraphs: string[];
};

/** The five built-in samples; /examples/{index} shows one by its position in this list. */
export const sampleLetters: SampleLetter[] = [
  {
    title: 'UX Designer',
    company: 'Brightwave Health',
    preview:
      "A product designer shows how research-led redesigns cut patient drop-off in half, and ties that experience to Brightwave's new telehealth app.",
    paragraphs: [
      'Dear Brightwave Health Hiring Team,',
      'I am applying for the UX Designer role on your patient experience team. Over the past four years at Corvel Digital I have designed booking, onboarding and messaging flows for three healthcare clients, and your goal of making telehealth feel as simple as a phone call is exactly the problem I most enjoy working on.',
      'In my current role I led the redesign of a clinic appointment flow used by 120,000 patients a month. After twelve moderated usability sessions and a review of support tickets, I reduced the flow from seven screens to four, rewrote the error messages in plain language and added a saved-insurance step. Completion rose from 54% to 81%, and calls to the front desk about bookings fell by a third within two months.',
      'I work closely with engineers and clinicians from the first sketch. I maintain a Figma component library of 140 components with documented accessibility states, and every flow I ship is checked against WCAG 2.2 AA and tested with screen reader users. Your posting mentions an upcoming design system refresh; I would welcome the chance to bring that same discipline to it.',
      'I would be glad to walk you through my portfolio, including the research plan and the before-and-after metrics for the projects above. Thank you for considering my application.',
      'Sincerely,\nJordan Ellis',
    ],
  },
  {
    title: 'Marketing Director',
    company: 'Northfield Outdoor Co.',
    preview:
      "A marketing leader who grew a direct-to-consumer brand's revenue by 38% explains how she would scale Northfield's community-first marketing.",
    paragraphs: [
      'Dear Northfield Outdoor Co. Leadership Team,',
      'I am excited to apply for the Marketing Director position. As Head of Marketing at Trailmark Gear for the last five years, I have built a direct-to-consumer brand around the same values Northfield is known for: durable products, honest storytelling and a community that spends its weekends outside.',
      'At Trailmark I manage a team of nine and an annual budget of $4.2 million across paid media, email, content and retail partnerships. By shifting 30% of paid social spend into creator partnerships and a customer-led trail guide series, we grew online revenue by 38% in two years while lowering customer acquisition cost from $52 to $37. Our repair-and-reuse campaign earned coverage in four national outdoor publications and lifted repeat purchase rate by 11 points.',
      'I believe marketing works best when it is measured carefully and owned by the whole company. I introduced a shared weekly dashboard for marketing, product and customer service, and I run quarterly planning with the sales and retail teams so that launches, inventory and messaging line up. I would bring that same cross-functional rhythm to Northfield as you expand into new regions.',
      "I would love to discuss how my experience could support Northfield's next stage of growth. Thank you for your time and consideration.",
      'Best regards,\nAlex Romero',
    ],
  },
  {
    title: 'Financial Analyst',
    company: 'Harborline Capital Partners',
    preview:
      "An analyst who rebuilt a forecasting model to within 2% accuracy explains how he would support Harborline's portfolio reviews.",
    paragraphs: [
      'Dear Harborline Capital Partners Recruiting Team,',
      'I am writing to apply for the Financial Analyst position on your portfolio operations team. I hold a BS in Finance, have passed CFA Level II, and have spent three years in financial planning and analysis at Westbrook Logistics, where I support a $310 million business across twelve distribution centers.',
      'My main responsibility at Westbrook is the monthly forecast. When I joined, the revenue model lived in dozens of linked spreadsheets and missed actuals by up to 9%. I rebuilt it around driver-based assumptions for volume, pricing and labour hours, automated the data pulls with SQL and Power Query, and documented every input. The forecast now lands within 2% of actuals, and the monthly close review takes two days instead of five.',
      "I also prepare the variance analysis and board materials for our CFO, which has taught me to turn a large model into a short, clear recommendation. Last year my analysis of carrier contracts identified $1.4 million in annual savings, which leadership approved and implemented within a quarter. I would be glad to bring this mix of modeling rigor and plain communication to Harborline's portfolio company reviews.",
      'Thank you for considering my application. I would welcome the opportunity to discuss how I can contribute to your team.',
      'Sincerely,\nSamuel Okafor',
    ],
  },
  {
    title: 'Project Manager',
    company: 'Meridian Build Group',
    preview:
      'A PMP-certified project manager who delivered a $28 million renovation ahead of schedule shows how she keeps complex projects on track.',
    paragraphs: [
      'Dear Meridian Build Group Hiring Manager,',
      "I am pleased to apply for the Project Manager role on your commercial projects team. I am a PMP-certified project manager with seven years of experience delivering healthcare and education construction projects, and Meridian's reputation for finishing complex builds on time is a big part of why I want to join you.",
      'Most recently at Castlerock Construction I managed a $28 million renovation of an operating hospital wing. Because the hospital stayed open throughout, I built a phased schedule with the facilities team, held weekly coordination meetings with eleven subcontractors and tracked every change order in a shared log. We handed the wing over three weeks early and 2% under budget, with zero lost-time safety incidents.',
      'I believe good project management is mostly clear communication. I send owners a one-page status report every Friday that covers schedule, budget, risks and decisions needed, and I raise problems early with options rather than surprises. I am comfortable in Procore, Primavera P6 and MS Project, and I have trained junior staff on all three.',
      'I would welcome the chance to discuss the projects in your pipeline and how my experience could help deliver them. Thank you for your consideration.',
      'Kind regards,\nPriya Raman',
    ],
  },
  {
    title: 'Executive Assistant',
    company: 'Cobalt & Pine Architects',
    preview:
      'An executive assistant who supports a managing partner and a 40-person studio explains how she keeps calendars, travel and board work running smoothly.',
    paragraphs: [
      'Dear Cobalt & Pine Architects Hiring Team,',
      "I am applying for the Executive Assistant position supporting your founding partners. For the past six years I have supported the managing partner of Halden Engineering, a 40-person firm, and I enjoy being the person who makes a busy leader's week feel calm and predictable.",
      'In my current role I manage a calendar of 30 to 40 meetings a week across three time zones, arrange domestic and international travel, and prepare agendas and minutes for our quarterly board meetings. When our office moved last year I coordinated the move plan with the landlord, IT and movers, and the team was working at full capacity by the following Monday.',
      "I also take work off my manager's plate before it reaches her. I introduced a shared request form for meeting time and a weekly priorities email, which cut scheduling back-and-forth by about half. I handle confidential client and personnel information with discretion, and I am highly proficient in Google Workspace, Microsoft 365, Concur and Asana.",
      'I would be delighted to bring the same organization and discretion to Cobalt & Pine. Thank you for your time, and I look forward to hearing from you.',
      'Warm regards,\nDana Whitfield',
    ],
  },
];
