/**
 * Word lists the resume and posting readers classify with. Plain data, lower case; matching is
 * on whole words. Adding a field of work is adding words here, not code.
 */

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/** Nouns that end a job title ('Staff Nurse', 'Team Lead', 'Teacher of Science'). */
export const TITLE_NOUNS = words(`
engineer developer programmer architect scientist analyst nurse rn lpn lvn cna np manager director
representative rep executive associate accountant controller teacher instructor tutor professor
lecturer educator coordinator specialist consultant designer administrator assistant officer agent
supervisor lead head technician tech therapist clerk receptionist chef cook server bartender
concierge attendant advisor adviser planner strategist writer editor recruiter auditor bookkeeper
intern internship trainee apprentice owner founder co-founder president vp cfo cto ceo coo cmo
paramedic practitioner pharmacist caregiver aide barista cashier waiter waitress host hostess
housekeeper driver nanny counselor counsellor librarian principal marketer buyer operator partner
electrician plumber carpenter mechanic welder fitter machinist labourer laborer foreman superintendent
inspector surveyor paralegal solicitor attorney lawyer barrister secretary worker volunteer
picker packer loader handler selector stocker merchandiser associate sorter dispatcher scheduler
estimator underwriter teller banker broker trader economist statistician researcher fellow
physician doctor surgeon dentist hygienist midwife phlebotomist radiographer sonographer dietitian
nutritionist psychologist optometrist veterinarian vet medic carer steward stewardess pilot
captain officer guard porter cleaner janitor custodian groundskeeper gardener landscaper
photographer videographer illustrator animator artist producer journalist reporter copywriter
translator interpreter coach trainer mentor ambassador evangelist advocate organiser organizer
facilitator moderator investigator examiner assessor adjuster appraiser valuer controller
treasurer comptroller bursar registrar dean chair chairman chairwoman chairperson governor
commissioner ranger firefighter deputy sergeant constable detective leader operative filler
extern externship resident registrar member crew representative coder tester developer-in-test
supervisor navigator liaison expeditor runner busser dishwasher prep stylist beautician therapist
technologist student graduate scheme generalist hygienist biller collector processor auditor clerk typist
physiotherapist physio psychotherapist podiatrist radiologist anaesthetist anesthetist audiologist
optician orthoptist chiropractor osteopath psychiatrist paediatrician pediatrician orthodontist doula
chemist biologist geologist ecologist physicist mathematician archivist curator conservator actuary
realtor notary baker butcher hairdresser barber tiler plasterer bricklayer roofer joiner glazier
scaffolder decorator painter caretaker handyman sommelier courier chauffeur trucker storeman
storekeeper shopkeeper salesperson salesman saleswoman draughtsman draftsman drafter millwright
boilermaker pipefitter lineman upholsterer tailor seamstress florist jeweller jeweler esthetician
aesthetician cosmetologist manicurist masseur masseuse headteacher headmaster headmistress
childminder babysitter farmer farmhand rancher herdsman brewer distiller winemaker auctioneer
cartographer valet bellhop installer helper repairer assembler finisher rigger deckhand fabricator
lineworker groundworker practicum placement
`);

/** Words that make a line or segment an organisation's name. */
export const ORG_WORDS = words(`
inc inc. llc llp ltd ltd. limited plc gmbh ag sa bv co co. corp corp. corporation company group
holdings partners associates hospital hospitals health healthcare clinic clinics medical infirmary
hospice pharmacy surgery practice university college school academy institute polytechnic
conservatory seminary district council authority trust foundation charity society association
agency ministry department bank credit union insurance capital ventures labs lab laboratories
studio studios systems solutions technologies technology software services consulting consultancy
logistics transport freight distribution manufacturing industries industrial motors automotive
construction builders engineering electric electrical energy utilities foods food restaurant
restaurants hotel hotels resort inn cafe café bistro bakery brewery retail stores store shop
supermarket market markets mart outlet media marketing communications publishing press news
records network networks telecom airlines airways railways fund investments securities bancorp
church parish diocese city county borough state federal government office bureau court
chambers firm law legal realty properties estates homes housing centre center hq headquarters
campus nursery nurseries preschool pre-school kindergarten creche crèche daycare playgroup lodge
tearoom pub tavern diner deli catering caterers farm farms garage salon spa gym
theatre theater museum gallery library zoo ranch vineyard winery distillery
cinema
`);

/** Words that make a segment a unit inside an employer: a ward, department, team or shift. */
export const UNIT_WORDS = words(`
unit ward wing floor department dept dept. team squad division desk shift section faculty
icu nicu picu ccu cvicu sicu micu pacu er ed or l&d pcu tcu ltc
outbound inbound receiving dispatch returns picking packing shipping fulfilment fulfillment
telemetry oncology pediatrics paediatrics pediatric paediatric maternity obstetrics neonatal
cardiac cardiology surgical medical-surgical med/surg med-surg emergency orthopaedics orthopedics
neurology renal dialysis geriatrics rehabilitation rehab psychiatric psychiatry mental
intensive critical step-down stepdown perioperative recovery theatre theatres trauma
nights days weekends night day evening evenings goods goods-in chilled ambient frozen
mother-baby antepartum postpartum high-risk ob l&d
`);

/** US state and territory codes, Canadian provinces, and the ways resumes name a few countries. */
export const US_STATES = words(`
AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY
NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR
AB BC MB NB NL NS NT NU ON PE QC SK YT
`);
export const COUNTRIES = words(`
uk usa us u.s. u.s.a. england scotland wales ireland canada australia germany france spain italy
netherlands india singapore remote hybrid
`);

/** Words of certificate and licence lines, and short certificate names found alone. */
export const CERTIFICATE_WORDS = words(`
certified certificate certification certifications licence license licensed licensure
credential registration registered accredited accreditation cpr bls acls pals nrp tncc cen ccrn
pmp capm cpa cma acca cima cfa cia cisa cissp aws itil prince2 csm cspo shrm-cp shrm-cp cipd
qts pgce cdl hgv lgv forklift osha nebosh iosh servsafe haccp dbs ged ptcb excpt cpht lbsw lmsw
lcsw lpc lmft phr sphr aat nrp ccrn cen tncc
`);

/** Spoken languages, for the languages line. */
export const LANGUAGES = words(`
english spanish french german italian portuguese dutch polish russian ukrainian arabic hebrew
turkish greek hindi urdu bengali punjabi gujarati tamil telugu marathi mandarin cantonese chinese
japanese korean vietnamese thai tagalog filipino indonesian malay swahili amharic somali yoruba
igbo hausa zulu afrikaans persian farsi pashto dari kurdish romanian hungarian czech slovak
bulgarian serbian croatian bosnian slovenian albanian lithuanian latvian estonian finnish swedish
norwegian danish icelandic welsh irish gaelic catalan basque galician haitian creole asl bsl
`);

/** Level words that follow a language: 'Spanish (fluent)', 'French - B2'. */
export const LANGUAGE_LEVELS = words(`
native fluent bilingual proficient conversational intermediate basic beginner advanced business
working professional elementary limited full mother tongue a1 a2 b1 b2 c1 c2 level
`);

/** Armed forces by the names letters use: a letter must give the branch the resume gives. */
export const MILITARY_BRANCHES: readonly string[] = [
  'Army',
  'Navy',
  'Air Force',
  'Marine Corps',
  'Marines',
  'Coast Guard',
  'Space Force',
  'National Guard',
  'Army Reserve',
  'Royal Navy',
  'Royal Marines',
  'Royal Air Force',
  'RAF',
  'British Army',
];
