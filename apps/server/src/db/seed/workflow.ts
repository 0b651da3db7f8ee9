/**
 * Demo data of the workflow area (issue 14): the process definitions later areas start instances on. `authApply` v1
 * is the authorisation application's chain: the company admin of the applicant's enterprise, then operations
 * (demo: entadmin, then ops). The role codes are those of the permission seed (companyAdmin, operator).
 */
import type { WorkflowDefinition } from '@portal/shared';
import { definitionRows, workflowDefinitions, workflowNodes } from '../schema/workflow.ts';
import type { SeedStep } from './types.ts';

export const SEED_WORKFLOW_DEFINITIONS: WorkflowDefinition[] = [
  {
    key: 'authApply',
    version: 1,
    name: '权限申请',
    steps: [
      { nodeId: 'entAdmin', name: '企业管理员审核', actor: { kind: 'enterpriseRole', roleCode: 'companyAdmin' } },
      { nodeId: 'ops', name: '运营审核', actor: { kind: 'operationsRole', roleCode: 'operator' } },
    ],
  },
  {
    key: 'orgChange',
    version: 1,
    name: '组织机构变更',
    steps: [{ nodeId: 'ops', name: '运营审核', actor: { kind: 'operationsRole', roleCode: 'operator' } }],
  },
];

export const seed: SeedStep = {
  area: 'workflow',
  after: ['permission'],
  async run(tx) {
    for (const def of SEED_WORKFLOW_DEFINITIONS) {
      const rows = definitionRows(def);
      await tx.insert(workflowDefinitions).values(rows.definition);
      await tx.insert(workflowNodes).values(rows.nodes);
    }
  },
};
