/**
 * Posting keywords as data: domain terms across fields of work (added to the skills vocabulary),
 * the soft skills that never make a keyword on their own, and the filler words a listed term
 * must not contain. Adding a field is adding words here.
 */

const list = (s: string): string[] =>
  s
    .split('\n')
    .flatMap((line) => line.split('|'))
    .map((t) => t.trim())
    .filter(Boolean);

export const DOMAIN_TERMS: readonly string[] = list(`
shared governance|patient and family education|medication reconciliation|fall prevention|sepsis|care coordination|Med/Surg|medical-surgical|Pyxis|Omnicell|home health|pediatric nursing|neonatal|dialysis|catheterization|trach care|tube feeding|evidence-based practice|nursing process|cardiac monitoring|ECG|EKG|12-lead|NIHSS|stroke care|trauma care|ESI triage|restraint policy|admissions and discharges
forklift|reach truck|pallet jack|RF scanning|RF scanner|order picking|picking and packing|WMS|cycle counting|cycle counts|shipping and receiving|dock operations|order fulfillment|inventory accuracy|OSHA|loading and unloading|labor planning|put-away|replenishment|5S|health and safety|manual handling|route planning|fleet management|DOT regulations|CDL
NEC|National Electrical Code|conduit bending|blueprints|blueprint reading|wiring|troubleshooting|PLC|motor controls|lockout/tagout|LOTO|power tools|electrical systems|HVAC|preventive maintenance|fire alarm systems|low voltage|panel upgrades|AutoCAD|Revit|site supervision|risk assessments|method statements|Eurocodes|structural analysis|civil 3D|surveying
sterile compounding|USP 797|USP <797>|prescription processing|controlled substances|insurance billing|pharmacy software|medication dispensing|PTCB|CPhT|immunizations|prior authorizations|drug interactions
child welfare|safeguarding|risk assessment|trauma-informed care|motivational interviewing|crisis intervention|home visits|court reports|safety planning|family engagement|mandated reporting|community resources|mental health|substance use|care plans
full-cycle recruiting|employee relations|HRIS|Workday|ADP|BambooHR|benefits administration|performance management|employment law|talent acquisition|HR policies|absence management|disciplinary and grievance|right-to-work checks|CIPD|SHRM|compensation and benefits|employee engagement|learning and development|HR compliance|FMLA
ticketing|live chat|knowledge base|SLAs|escalations|Freshdesk|Salesforce Service Cloud|technical support|troubleshooting|CSAT|NPS|first contact resolution|help desk|remote support|phone support|email support
national curriculum|KS3|KS4|GCSE|A Level|A-level|assessment for learning|behaviour management|SEND|phonics|guided reading|small group instruction|data-driven instruction|progress monitoring|classroom technology|lab practicals|practical science|safeguarding training|differentiation|lesson observation|RTI|Response to Intervention|PBIS
accruals|journal entries|fixed assets|balance sheet reconciliations|account reconciliations|bank reconciliations|Xero|Sage|purchase ledger|sales ledger|invoice processing|three-way matching|three-way match|VAT|1099|audit support|financial statements|ERP systems|expense reports|vendor payments|credit control|intercompany|revenue recognition
packaging design|print production|prepress|pre-press|brand guidelines|brand identity|Adobe Illustrator|Adobe InDesign|Adobe Photoshop|Adobe After Effects|After Effects|visual design|user flows|design thinking|information architecture|Sketch|Miro|dielines|colour management|color management|print-ready artwork|user interviews|journey mapping
discovery calls|cold outreach|MEDDIC|MEDDPICC|Outreach|Gong|LinkedIn Sales Navigator|Salesloft|consultative selling|full-cycle sales|new business|pipeline generation|product demos|account planning|territory planning|CPQ
Entity Framework|Entity Framework Core|ASP.NET|ASP.NET Core|SQL Server|xUnit|NUnit|Moq|Azure DevOps|Azure Functions|Service Bus|Dapper|SOLID|object-oriented design|OOP|Blazor|WPF|Postgres|event-driven architecture|message queues|idempotency|payment processing|incident response|OpenTelemetry|Protobuf|concurrency
statistics|statistical analysis|regression|SAS|SPSS|Stata|ggplot2|tidyverse|RStudio|R Markdown|Shiny|data cleaning|dashboards|dashboarding|population health|healthcare analytics|claims data|HEDIS|SQL queries|Excel modelling|Excel modeling|pivot tables|VLOOKUP|Power Query|data quality|data pipelines|A/B tests|experimentation
SEO writing|content strategy|editorial calendar|content calendar|CMS|WordPress|Webflow|HubSpot CMS|email newsletters|lifecycle marketing|Braze|Klaviyo|Mailchimp|paid social|Meta Ads|LinkedIn Ads|brand voice|thought leadership|case studies|B2B marketing|demand generation
visual merchandising|merchandising|loss prevention|shrink reduction|store operations|retail operations|sales targets|stock replenishment|rota planning|scheduling|key holding|opening and closing|P&L|footfall|customer complaints|upselling
Opera|Opera Cloud|check-in|check-out|guest complaints|night audit|room allocation|upselling rooms|OTA|Booking.com|hotel reservations|PMS
`);

/** Soft skills: they may show in a letter, but a posting's keyword list is for the hard ones. */
export const SOFT_SKILLS: ReadonlySet<string> = new Set(
  list(`
leadership|team leadership|communication|written communication|public speaking|teamwork|collaboration|problem solving|critical thinking|time management|attention to detail|adaptability|mentoring|coaching|conflict resolution|decision making|empathy|multitasking|emotional intelligence|cross-functional collaboration|presentation skills
`).map((s) => s.toLowerCase()),
);

/** Words a listed term must not contain: they describe a person or a place, not a skill. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `environment environments setting settings attitude attitudes team teams culture mindset manner passion
passionate fast-paced dynamic exciting world-class opportunity opportunities another central deep great
ability abilities work working experience years year role roles company companies industry people things
stuff way ways self-starter motivated self-motivated organised organized detail orientated oriented
positive friendly enthusiasm enthusiastic willingness desire hunger drive energy interest similar related
field fields area areas degree bachelor bachelors diploma high school equivalent minimum us you your our
we they it this that these those who what which colleagues customers' others someone anyone everyone
day days week weeks month months time hours shift shifts weekends evenings flexibility availability
commute travel office remote hybrid location locations salary pay benefits bonus business
businesses organisation organization organisations organizations sector sectors industries
retirement pension insurance package`.split(/\s+/),
);
