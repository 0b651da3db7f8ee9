/**
 * The organisation-change form as pure transitions, and the `data` it submits (§7.6).
 */
import { childLevel, isSelectableCompany, isSelectableParent } from './tree.ts';
import type { OrgChangeData, OrgChangeForm, OrgChangeType, OrgChangeUserInfo, OrgTreeNode } from './types.ts';
import { ORG_CHANGE_TYPE_LABEL } from './types.ts';

export function emptyOrgChangeForm(): OrgChangeForm {
  return {
    type: null,
    parentCustomerCode: '',
    parentCustomerName: '',
    companyLevel: null,
    cat: '',
    customerRegisterName: '',
    socialcreditcode: '',
    parentCustomerCodeOld: '',
    parentCustomerNameOld: '',
    companyLevelOld: null,
    catOld: '',
    customerRegisterNameOld: '',
    socialcreditcodeOld: '',
  };
}

const OLD_FIELDS = {
  parentCustomerCodeOld: '',
  parentCustomerNameOld: '',
  companyLevelOld: null,
  catOld: '',
  customerRegisterNameOld: '',
  socialcreditcodeOld: '',
} as const;

/** The type; leaving type 2 clears the old values, which only a change carries. */
export function setOrgChangeType(form: OrgChangeForm, type: OrgChangeType | null): OrgChangeForm {
  if (form.type === type) return form;
  return type === 2 ? { ...form, type } : { ...form, type, ...OLD_FIELDS };
}

/**
 * Choose the (new) parent: code, name and the company's level (parent + 1, §5). A level-4 node is not selectable
 * (§5) and changes nothing. The plate is kept: it is simply not required at other levels.
 */
export function selectParent(form: OrgChangeForm, node: OrgTreeNode): OrgChangeForm {
  if (!isSelectableParent(node)) return form;
  return {
    ...form,
    parentCustomerCode: node.customerCode,
    parentCustomerName: node.customerRegisterName,
    companyLevel: childLevel(node.companyLevel),
  };
}

/** Type 2: the old parent, likewise. */
export function selectOldParent(form: OrgChangeForm, node: OrgTreeNode): OrgChangeForm {
  if (!isSelectableParent(node)) return form;
  return {
    ...form,
    parentCustomerCodeOld: node.customerCode,
    parentCustomerNameOld: node.customerRegisterName,
    companyLevelOld: childLevel(node.companyLevel),
  };
}

/**
 * Fill from an existing company of the tree and its parent: the old values for a change (type 2, the applicant then
 * edits the new ones, which start as a copy), the values themselves for a cancellation (type 3). The plate is not
 * on a tree node and stays to be chosen. Root and virtual nodes are not companies and change nothing.
 */
export function fillFromCompany(form: OrgChangeForm, company: OrgTreeNode, parent: OrgTreeNode | null): OrgChangeForm {
  if (!isSelectableCompany(company)) return form;
  const values = {
    parentCustomerCode: parent?.customerCode ?? company.parentCustomerCode ?? '',
    parentCustomerName: parent?.customerRegisterName ?? '',
    companyLevel: company.companyLevel,
    customerRegisterName: company.customerRegisterName,
    socialcreditcode: company.socialcreditcode ?? '',
  };
  if (form.type !== 2) return { ...form, ...values };
  return {
    ...form,
    ...values,
    parentCustomerCodeOld: values.parentCustomerCode,
    parentCustomerNameOld: values.parentCustomerName,
    companyLevelOld: values.companyLevel,
    customerRegisterNameOld: values.customerRegisterName,
    socialcreditcodeOld: values.socialcreditcode,
  };
}

const trimmed = (s: string) => s.trim();

/**
 * The `data` JSON of the §7.6 submit: text trimmed (§5), credit codes upper-cased (GB 32100 letters are capitals;
 * the check accepts lower case, the stored value should not vary), and the old values only for type 2.
 * Call it on a form that passed validateOrgChange.
 */
export function orgChangeData(
  form: OrgChangeForm & { type: OrgChangeType },
  userInfo: OrgChangeUserInfo,
): OrgChangeData {
  const isChange = form.type === 2;
  return {
    type: form.type,
    parentCustomerCode: trimmed(form.parentCustomerCode),
    parentCustomerName: trimmed(form.parentCustomerName),
    companyLevel: form.companyLevel,
    cat: trimmed(form.cat),
    customerRegisterName: trimmed(form.customerRegisterName),
    socialcreditcode: trimmed(form.socialcreditcode).toUpperCase(),
    parentCustomerCodeOld: isChange ? trimmed(form.parentCustomerCodeOld) : '',
    parentCustomerNameOld: isChange ? trimmed(form.parentCustomerNameOld) : '',
    companyLevelOld: isChange ? form.companyLevelOld : null,
    catOld: isChange ? trimmed(form.catOld) : '',
    customerRegisterNameOld: isChange ? trimmed(form.customerRegisterNameOld) : '',
    socialcreditcodeOld: isChange ? trimmed(form.socialcreditcodeOld).toUpperCase() : '',
    userInfo: {
      account: trimmed(userInfo.account),
      userName: trimmed(userInfo.userName),
      entName: trimmed(userInfo.entName),
    },
  };
}

/**
 * The notice `content` of the submit (§7.6; the spec gives no wording): who applies for what, e.g.
 * 张三申请新增单位：某某公司. A change names the company as it is now (its old name).
 */
export function orgChangeContent(
  data: Pick<OrgChangeData, 'type' | 'customerRegisterName' | 'customerRegisterNameOld' | 'userInfo'>,
): string {
  const name = data.type === 2 ? data.customerRegisterNameOld : data.customerRegisterName;
  return `${data.userInfo.userName}申请${ORG_CHANGE_TYPE_LABEL[data.type]}单位：${name}`;
}
