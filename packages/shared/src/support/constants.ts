/** Customer service and employee tests (issue 18, spec 3 §2.6 "Others", §5, §9). */

/** Spec 3 §9: service hours on workdays, as minutes of the day in the company's time zone. */
export const SERVICE_HOURS = [
  { from: 9 * 60, to: 12 * 60 },
  { from: 13 * 60 + 30, to: 17 * 60 },
] as const;

/** The chat menu: topics 1-6 answer from the app's screens, 9 asks for a human (spec 3 §9). */
export const CHAT_TOPICS = [1, 2, 3, 4, 5, 6] as const;
export type TChatTopic = (typeof CHAT_TOPICS)[number];
export const CHAT_HUMAN = 9;

/** The screens each topic's answer links to (paths of the web route table). */
export const TOPIC_LINKS: Record<TChatTopic, readonly string[]> = {
  1: ['/Attendancecard', '/LeaveAmount', '/Applicationforleave'],
  2: ['/ApplicationInquiry', '/Approvalquery', '/Mynews'],
  3: ['/Individualincometax', '/CalculatorIndex'],
  4: ['/Fivesocialinsurance', '/Resignationfund'],
  5: ['/Openproof', '/Resignationinformation', '/Entryservice'],
  6: ['/goods', '/ActivitiesAndWelfare', '/myWealf'],
};

export const CHAT_LIMITS = { text: 500, history: 100, comment: 200 } as const;

export const TICKET_STATUSES = ['open', 'answered'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

export const QUESTION_KINDS = ['single', 'multiple'] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];
