/**
 * The one root of every TanStack Query key: a key starts with the feature that owns its endpoint. Each feature's
 * `api/keys.ts` builds its keys from its root here and is the only place that feature writes a key, and each
 * endpoint has one api module (its fetcher, query options and hook), so one endpoint has one key: a mutation that
 * invalidates it refreshes every page that shows it. Invalidating a root refreshes the whole feature.
 */
export const queryRoots = {
  auth: ['auth'],
  catalogue: ['catalogue'],
  classChange: ['classChange'],
  classMark: ['classMark'],
  content: ['content'],
  exam: ['exam'],
  examPages: ['examPages'],
  examUpload: ['examUpload'],
  homework: ['homework'],
  learning: ['learning'],
  learningReport: ['learningReport'],
  order: ['order'],
  parentApproval: ['parentApproval'],
  parent: ['parent'],
  platform: ['platform'],
  points: ['points'],
  referral: ['referral'],
  questionnaire: ['questionnaire'],
  refund: ['refund'],
  tutorWorkbench: ['tutorWorkbench'],
} as const;
