import type { AgreementKey } from '@salt/domain';
import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.content;

/** Query keys of 内容 (help centre, agreements, downloads, licences, campaign, official account), built here only. */
export const contentKeys = {
  all: root,
  help: () => [...root, 'help'] as const,
  agreement: (key: AgreementKey) => [...root, 'agreement', key] as const,
  clientVersions: () => [...root, 'clientVersions'] as const,
  licences: () => [...root, 'licences'] as const,
  campaign: () => [...root, 'campaign'] as const,
  officialAccount: () => [...root, 'officialAccount'] as const,
};
