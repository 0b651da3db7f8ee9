/**
 * §2.5/§4 Organisation-change application modal: submit mode (upload, save) and check mode (read-only, with a
 * go-to-edit button to the organisation page, §2.6).
 */
export const ORG_CHANGE_MODAL_MODES = ['submit', 'check'] as const;
export type OrgChangeModalMode = (typeof ORG_CHANGE_MODAL_MODES)[number];

/** Not worded by the spec; the §3.1 notice type 11 is 组织机构变更. */
export const ORG_CHANGE_MODAL_TITLE = '组织机构变更申请';
/** §2.6 "go edit organisation". */
export const ORG_EDIT_PATH = '/organization/index';

export const ORG_CHANGE_MODE_RULES = {
  submit: { editable: true, upload: true, save: true, goToEdit: false },
  check: { editable: false, upload: false, save: false, goToEdit: true },
} as const satisfies Record<
  OrgChangeModalMode,
  { editable: boolean; upload: boolean; save: boolean; goToEdit: boolean }
>;
